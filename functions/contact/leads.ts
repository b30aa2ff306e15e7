// Leads as `contactSubmission` documents, written so that a retried submission never creates a second lead and a
// lead is e-mailed exactly once: the sender first claims the lead with an optimistic revision check.
import type { SanityClient } from '@sanity/client'
import type { ContactPayload } from '../../validation/contact.ts'
import type { SendMail } from './mailer.ts'

export type LeadStatus = 'new' | 'sending' | 'emailed' | 'email-failed'

export interface Lead {
  _id: string
  _rev: string
  status: LeadStatus
  emailAttempts?: number
  submittedAt: string
  submissionId: string
  name: string
  email: string
  phone?: string
  company?: string
  service?: string
  message: string
  sendingSince?: string
}

/** Private id (a dot: readable only with a token) derived from the client's submission id. */
export const leadId = (submissionId: string) => `contactSubmission.${submissionId}`

export const MAX_EMAIL_ATTEMPTS = 8
/** A claim older than this is considered abandoned (the process died while sending). */
export const STALE_CLAIM_MS = 5 * 60_000

export async function storeLead(
  client: SanityClient,
  submissionId: string,
  payload: ContactPayload,
  source: string,
): Promise<Lead> {
  const { website: _honeypot, submissionId: _id, elapsedMs: _elapsed, ...fields } = payload
  await client.createIfNotExists({
    _id: leadId(submissionId),
    _type: 'contactSubmission',
    submissionId,
    ...fields,
    source,
    submittedAt: new Date().toISOString(),
    status: 'new',
    emailAttempts: 0,
  })
  const lead = await client.getDocument<Lead>(leadId(submissionId))
  if (!lead) throw new Error(`Lead ${submissionId} vanished after it was stored`)
  return lead
}

function claimable(lead: Lead, now: number): boolean {
  if (lead.status === 'emailed') return false
  if ((lead.emailAttempts ?? 0) >= MAX_EMAIL_ATTEMPTS) return false
  if (lead.status === 'sending')
    return now - Date.parse(lead.sendingSince ?? lead.submittedAt) > STALE_CLAIM_MS
  return true
}

/**
 * Sends the lead's e-mail unless it was sent or someone else is sending it. Returns 'emailed', 'failed', or
 * 'skipped' (already handled elsewhere).
 */
export async function deliverLead(
  client: SanityClient,
  lead: Lead,
  sendMail: SendMail,
  serviceLabel: (code: string) => string,
) {
  if (!claimable(lead, Date.now())) return 'skipped' as const
  try {
    await client
      .patch(lead._id)
      .ifRevisionId(lead._rev)
      .set({ status: 'sending', sendingSince: new Date().toISOString() })
      .commit()
  } catch {
    return 'skipped' as const // another request claimed it first
  }
  try {
    await sendMail({
      submissionId: lead.submissionId,
      payload: {
        name: lead.name,
        email: lead.email,
        phone: lead.phone ?? '',
        company: lead.company ?? '',
        service: (lead.service ?? '') as never,
        message: lead.message,
        website: '',
      },
      serviceLabel: serviceLabel(lead.service ?? ''),
      submittedAt: lead.submittedAt,
    })
  } catch (error) {
    await client
      .patch(lead._id)
      .set({ status: 'email-failed', lastError: String((error as Error).message ?? error).slice(0, 500) })
      .inc({ emailAttempts: 1 })
      .unset(['sendingSince'])
      .commit()
      .catch((patchError) =>
        console.error('[send-contact-email] could not record the failed delivery:', patchError),
      )
    console.error(`[send-contact-email] e-mail for lead ${lead.submissionId} failed; kept for retry:`, error)
    return 'failed' as const
  }
  await client
    .patch(lead._id)
    .set({ status: 'emailed', emailedAt: new Date().toISOString() })
    .inc({ emailAttempts: 1 })
    .unset(['sendingSince', 'lastError'])
    .commit()
    .catch((error) => console.error('[send-contact-email] e-mail sent but status not recorded:', error))
  return 'emailed' as const
}
