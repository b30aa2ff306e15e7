// Delivers lead e-mails with nodemailer: over SMTP when SMTP_URL is set, otherwise into an outbox directory of
// .eml files a developer can open (the local default: nothing leaves the machine). A lead's mail is the same mail
// however often it is sent: the same Message-ID (receiving servers and mail clients drop a second copy) and, in the
// outbox, the same file, which is written once.
import { randomUUID } from 'node:crypto'
import { link, mkdir, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import nodemailer from 'nodemailer'
import type { ContactPayload } from '../../validation/contact.ts'
import type { Attribution } from '../../validation/attribution.ts'
import type { ChatTurn } from '../../validation/chat.ts'
import { LANGUAGES } from '../../shared/languages.ts'

export interface LeadMail {
  submissionId: string
  payload: ContactPayload
  serviceLabel: string
  submittedAt: string
  /** Why it was held as possible spam: only a lead that could not be kept is mailed anyway, flagged. */
  possibleSpam?: string
  /** Where it came from (validation/attribution.ts). */
  attribution?: Attribution
  /** A chat lead's conversation with the assistant, oldest first. */
  transcript?: ChatTurn[]
}

/** Who said a transcript's message, as the mail names them. */
const SPEAKERS = { user: 'Visitor', assistant: 'Assistant' } as const

/** A chat lead's conversation as the mail's text: a heading, then one paragraph per message. */
export function transcriptText(transcript: ChatTurn[] = []): string {
  if (!transcript.length) return ''
  return `Conversation with the assistant:\n\n${transcript.map(({ role, content }) => `${SPEAKERS[role]}: ${content}`).join('\n\n')}\n`
}

/** The mail's lines about where the lead came from: only those that say something. */
export function attributionRows(attribution: Attribution = {}): [string, string][] {
  const {
    pagePath,
    pageTitle,
    formName,
    campaignCode,
    utmSource,
    utmMedium,
    utmCampaign,
    utmTerm,
    utmContent,
  } = attribution
  const page = pagePath && (pageTitle ? `${pageTitle} (${pagePath})` : pagePath)
  const campaign = [
    utmCampaign,
    [utmSource, utmMedium].filter(Boolean).join(' / '),
    utmTerm && `term: ${utmTerm}`,
    utmContent && `content: ${utmContent}`,
  ].filter(Boolean)
  const rows: [string, string | undefined][] = [
    ['Sent from', [page, formName].filter(Boolean).join(', ') || undefined],
    ['Campaign', campaign.length ? campaign.join(', ') : undefined],
    ['Campaign code', campaignCode],
    ['Landing page', attribution.landingPage],
    ['Referred by', attribution.referrerHost],
  ]
  return rows.filter((row): row is [string, string] => Boolean(row[1]))
}

/** `already-sent`: an earlier attempt delivered this very mail (only the outbox can tell). */
export type Delivery = 'sent' | 'already-sent'

export type SendMail = (mail: LeadMail) => Promise<Delivery>

const DEFAULT_FROM = 'Website <no-reply@localhost>'

/** The lead's own Message-ID: `<lead-<submission id>@<CONTACT_FROM's domain>>`, stable across attempts. */
export function messageIdFor(submissionId: string, env: Record<string, string | undefined>): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(env.CONTACT_FROM ?? DEFAULT_FROM)?.[1] ?? 'localhost'
  return `<lead-${submissionId}@${domain}>`
}

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
    // The team answers in the visitor's language (named in English, like the rest of the mail).
    ['Language', LANGUAGES.find((language) => language.id === payload.language)?.title ?? 'English'],
    ['Submitted', mail.submittedAt],
    ['Reference', mail.submissionId],
    ...attributionRows(mail.attribution),
    ...(mail.possibleSpam ? ([['Possible spam', mail.possibleSpam]] as [string, string][]) : []),
  ]
  const conversation = transcriptText(mail.transcript)
  const text = `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${payload.message}\n${conversation ? `\n${conversation}` : ''}`
  const html = `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table><p style="white-space:pre-wrap">${escapeHtml(payload.message)}</p>${conversation ? `<p style="white-space:pre-wrap">${escapeHtml(conversation)}</p>` : ''}`
  return {
    from: env.CONTACT_FROM ?? DEFAULT_FROM,
    to: env.CONTACT_TO ?? 'sales@localhost',
    replyTo: { name: payload.name, address: payload.email },
    subject: `${mail.possibleSpam ? '[Possible spam] ' : ''}New enquiry from ${payload.name}${payload.company ? ` (${payload.company})` : ''}`,
    text,
    html,
    messageId: messageIdFor(mail.submissionId, env),
    headers: { 'X-Submission-Id': mail.submissionId },
  }
}

export function outboxDir(env: Record<string, string | undefined>): string {
  return resolve(env.OUTBOX_DIR ?? join(env.CONTENT_LAKE_DATA_DIR ?? '.data', 'outbox'))
}

/** A lead's mail in the outbox: one file per lead, named by its submission id. */
export const outboxFile = (env: Record<string, string | undefined>, submissionId: string) =>
  join(outboxDir(env), `lead-${submissionId}.eml`)

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
    // An SMTP server cannot be asked whether it already has a message: a resend after a lost answer goes out again,
    // with the same Message-ID.
    return async (mail) => {
      await transport.sendMail(composeMail(mail, env))
      return 'sent'
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return async (mail) => {
    const info = await transport.sendMail(composeMail(mail, env))
    const dir = outboxDir(env)
    await mkdir(dir, { recursive: true })
    // Written whole under a temporary name, then linked to the lead's file name: the file appears complete or not at
    // all, and only once (a link onto an existing file fails), so a resend after a crash finds the first one.
    const temporary = join(dir, `.lead-${mail.submissionId}-${randomUUID()}.tmp`)
    await writeFile(temporary, info.message as Buffer)
    try {
      await link(temporary, outboxFile(env, mail.submissionId))
      return 'sent'
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'already-sent'
      throw error
    } finally {
      await rm(temporary, { force: true })
    }
  }
}
