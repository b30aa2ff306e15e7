// Delivers lead e-mails with nodemailer: over SMTP when SMTP_URL is set, otherwise into an outbox directory of
// .eml files a developer can open (the local default: nothing leaves the machine).
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import nodemailer from 'nodemailer'
import type { ContactPayload } from '../../validation/contact.ts'

export interface LeadMail {
  submissionId: string
  payload: ContactPayload
  serviceLabel: string
  submittedAt: string
}

export type SendMail = (mail: LeadMail) => Promise<void>

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

export function composeMail(mail: LeadMail, env: Record<string, string | undefined>) {
  const { payload } = mail
  const rows: [string, string][] = [
    ['Name', payload.name],
    ['E-mail', payload.email],
    ['Phone', payload.phone || '-'],
    ['Company', payload.company || '-'],
    ['Service', mail.serviceLabel || '-'],
    ['Submitted', mail.submittedAt],
    ['Reference', mail.submissionId],
  ]
  const text = `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${payload.message}\n`
  const html = `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table><p style="white-space:pre-wrap">${escapeHtml(payload.message)}</p>`
  return {
    from: env.CONTACT_FROM ?? 'Website <no-reply@localhost>',
    to: env.CONTACT_TO ?? 'sales@localhost',
    replyTo: { name: payload.name, address: payload.email },
    subject: `New enquiry from ${payload.name}${payload.company ? ` (${payload.company})` : ''}`,
    text,
    html,
    headers: { 'X-Submission-Id': mail.submissionId },
  }
}

export function outboxDir(env: Record<string, string | undefined>): string {
  return resolve(env.OUTBOX_DIR ?? join(env.CONTENT_LAKE_DATA_DIR ?? '.data', 'outbox'))
}

export function createMailer(env: Record<string, string | undefined>): SendMail {
  if (env.SMTP_URL) {
    const url = new URL(env.SMTP_URL)
    // Time-outs so a dead mail server fails the attempt (the lead is kept for retry) instead of hanging the request.
    for (const [name, value] of [
      ['connectionTimeout', '10000'],
      ['greetingTimeout', '10000'],
      ['socketTimeout', '20000'],
    ]) {
      if (!url.searchParams.has(name!)) url.searchParams.set(name!, value!)
    }
    const transport = nodemailer.createTransport(url.toString())
    return async (mail) => {
      await transport.sendMail(composeMail(mail, env))
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return async (mail) => {
    const info = await transport.sendMail(composeMail(mail, env))
    const dir = outboxDir(env)
    await mkdir(dir, { recursive: true })
    await writeFile(
      join(dir, `${mail.submittedAt.replace(/[:.]/g, '-')}-${mail.submissionId}.eml`),
      info.message as Buffer,
    )
  }
}
