// Leads as `contactSubmission` documents, written so that a retried submission never creates a second lead and a
// lead's e-mail is sent by one sender at a time: the sender first claims the lead with an optimistic revision check.
// A failed e-mail is retried with a growing delay for LEAD_RETRY_DAYS; after that the lead is flagged, never dropped.
import type { SanityClient } from '@sanity/client'
import type { ContactSubmission } from '../../shared/sanity.types.ts'
import type { ContactPayload } from '../../validation/contact.ts'
import type { LeadSource } from '../../validation/limits.ts'
import type { Attribution } from '../../validation/attribution.ts'
import { DEFAULT_LANGUAGE, isLanguageId } from '../../shared/languages.ts'
import { intSetting } from './http.ts'
import type { SendMail } from './mailer.ts'

/**
 * A lead as stored: TypeGen's type of the `contactSubmission` document (schemas/documents/contactSubmission.ts).
 * Its fields are optional there, as in any document type; storeLead writes every one this file reads.
 */
export type Lead = ContactSubmission

export type DeliveryOutcome = 'emailed' | 'failed' | 'gave-up' | 'skipped'

/** Private id (a dot: readable only with a token) derived from the client's submission id. */
export const leadId = (submissionId: string) => `contactSubmission.${submissionId}`

/** A claim older than this is considered abandoned (the process died while sending). */
export const STALE_CLAIM_MS = 5 * 60_000
export const FIRST_RETRY_DELAY_MS = 60_000
export const MAX_RETRY_DELAY_MS = 60 * 60_000
export const DEFAULT_RETRY_DAYS = 7
/** Tries at recording a sent e-mail: an unrecorded one is sent again when its claim goes stale. */
const RECORD_TRIES = 3

/** The wait after the nth failed attempt: 1 minute, then twice as long each time, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_DELAY_MS)
}

/** How long after its arrival a lead's e-mail is retried: LEAD_RETRY_DAYS, 7 days by default. */
export function retryWindowMs(env: Record<string, string | undefined>): number {
  return intSetting(env, 'LEAD_RETRY_DAYS', DEFAULT_RETRY_DAYS) * 24 * 60 * 60_000
}

const isoAt = (time: number) => new Date(time).toISOString()

/**
 * Keeps a message as a lead, once per submission id. `held` (the reason) keeps it as possible spam: no e-mail, no
 * retry, until the Studio's "Not spam" releases it. `attribution`: where it came from (validation/attribution.ts).
 */
export async function storeLead(
  client: SanityClient,
  submissionId: string,
  payload: ContactPayload,
  { source, held, attribution = {} }: { source: LeadSource; held?: string; attribution?: Attribution },
): Promise<Lead> {
  const {
    website: _honeypot,
    submissionId: _id,
    elapsedMs: _elapsed,
    source: _source,
    transcript,
    service,
    ...fields
  } = payload
  const now = Date.now()
  const delivery: Record<string, unknown> = held
    ? { status: 'held', possibleSpam: true, spamReason: held }
    : {
        status: 'new',
        // The request that stores the lead e-mails it; the retry steps in only if that request has not within a
        // minute.
        nextAttemptAt: isoAt(now + FIRST_RETRY_DELAY_MS),
      }
  await client.createIfNotExists({
    _id: leadId(submissionId),
    _type: 'contactSubmission',
    submissionId,
    ...fields,
    // No service chosen (the hand-off form has none to choose) is no value, not an empty one the schema's list lacks.
    ...(service ? { service } : {}),
    source,
    ...(Object.keys(attribution).length ? { attribution } : {}),
    // The conversation with the assistant (a chat lead): keyed items, as the Studio edits arrays.
    ...(transcript?.length
      ? {
          transcript: transcript.map(({ role, content }, index) => ({
            _key: `turn${index}`,
            _type: 'leadChatTurn',
            role,
            content,
          })),
        }
      : {}),
    submittedAt: isoAt(now),
    stage: 'new',
    emailAttempts: 0,
    ...delivery,
  })
  const lead = await client.getDocument<Lead>(leadId(submissionId))
  if (!lead) throw new Error(`Lead ${submissionId} vanished after it was stored`)
  return lead
}

/**
 * Whether a sender may claim the lead now. A given-up lead may be claimed too: only a resubmission of the form asks
 * for it (the retry's query leaves such leads alone).
 */
function claimable(lead: Lead, now: number): boolean {
  // A held lead waits for the team's review: a resend of the same form does not mail it either.
  if (lead.status === 'emailed' || lead.status === 'held') return false
  if (lead.status === 'sending')
    return now - Date.parse(lead.sendingSince ?? lead.submittedAt ?? '') > STALE_CLAIM_MS
  return true
}

/**
 * Sends the lead's e-mail unless it was sent or someone else is sending it. Returns 'emailed', 'failed' (retried
 * later), 'gave-up' (flagged in the Studio), or 'skipped' (already handled elsewhere).
 */
export async function deliverLead(
  client: SanityClient,
  lead: Lead,
  sendMail: SendMail,
  serviceLabel: (code: string) => string,
  env: Record<string, string | undefined>,
): Promise<DeliveryOutcome> {
  if (!claimable(lead, Date.now())) return 'skipped'
  // storeLead writes every field read here; TypeGen types each optional, as in any document.
  const { submissionId = '', submittedAt = '', name = '', email = '', message = '' } = lead
  let claim: Lead
  try {
    claim = await client
      .patch(lead._id)
      .ifRevisionId(lead._rev)
      .set({ status: 'sending', sendingSince: isoAt(Date.now()) })
      .commit<Lead>()
  } catch {
    return 'skipped' // another sender claimed it first
  }
  if (lead.status === 'sending')
    // Its sender stopped after claiming it: whether the mail went out is unknown (the outbox knows; an SMTP server
    // does not), so it goes out again under the same Message-ID.
    console.warn(`[leads] lead ${submissionId}: its sender stopped mid-way; sending it again`)
  let delivery
  try {
    delivery = await sendMail({
      submissionId,
      payload: {
        name,
        email,
        phone: lead.phone ?? '',
        company: lead.company ?? '',
        service: (lead.service ?? '') as never,
        message,
        website: '',
        language: isLanguageId(lead.language) ? lead.language : DEFAULT_LANGUAGE,
      },
      serviceLabel: serviceLabel(lead.service ?? ''),
      submittedAt,
      attribution: lead.attribution as Attribution | undefined,
      transcript: lead.transcript?.map(({ role, content }) => ({ role: role!, content: content ?? '' })),
    })
  } catch (error) {
    return recordFailure(client, claim, error, env)
  }
  if (delivery === 'already-sent')
    console.warn(
      `[leads] lead ${submissionId}: its mail was already in the outbox; recorded, not written again`,
    )
  await recordEmailed(client, submissionId, RECORD_TRIES).catch((error) =>
    console.error(`[leads] e-mail for lead ${submissionId} sent but not recorded:`, error),
  )
  return 'emailed'
}

/**
 * Marks the lead e-mailed. Unconditional: once a mail went out, that is the truth whoever holds the claim. Tried a
 * few times, since an unrecorded mail is sent a second time when the claim goes stale.
 */
export async function recordEmailed(client: SanityClient, submissionId: string, tries = 1): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client
        .patch(leadId(submissionId))
        .set({ status: 'emailed', emailedAt: isoAt(Date.now()) })
        .inc({ emailAttempts: 1 })
        .unset(['sendingSince', 'nextAttemptAt', 'lastError'])
        .commit()
      return
    } catch (error) {
      if (attempt >= tries) throw error
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** (attempt - 1)))
    }
  }
}

/**
 * Records a failed attempt and when to try next, or, past the retry window, that the lead was given up. Only while
 * the claim is still this sender's: a sender that took over meanwhile records its own outcome, which must not be
 * overwritten (a delivered lead marked failed would be sent again).
 */
async function recordFailure(
  client: SanityClient,
  claim: Lead,
  error: unknown,
  env: Record<string, string | undefined>,
): Promise<DeliveryOutcome> {
  const attempts = (claim.emailAttempts ?? 0) + 1
  const now = Date.now()
  const windowMs = retryWindowMs(env)
  const gaveUp = now >= Date.parse(claim.submittedAt ?? '') + windowMs
  const nextAttemptAt = isoAt(now + retryDelayMs(attempts))
  const lastError = String((error as Error)?.message ?? error).slice(0, 500)
  try {
    await client
      .patch(claim._id)
      .ifRevisionId(claim._rev)
      .set({
        status: gaveUp ? 'email-undelivered' : 'email-failed',
        emailAttempts: attempts,
        lastError,
        ...(gaveUp ? {} : { nextAttemptAt }),
      })
      .unset(gaveUp ? ['sendingSince', 'nextAttemptAt'] : ['sendingSince'])
      .commit()
  } catch (patchError) {
    // Taken over (its outcome stands) or the content lake is unreachable (the claim goes stale and is retried).
    console.error(`[leads] e-mail for lead ${claim.submissionId} failed and was not recorded:`, patchError)
    return 'failed'
  }
  if (gaveUp) {
    console.error(
      `[leads] gave up e-mailing lead ${claim.submissionId} after ${attempts} attempts over ${windowMs / 86_400_000} days: ${lastError}. It stays in the Studio, flagged "E-mail not delivered".`,
    )
    return 'gave-up'
  }
  console.error(
    `[leads] e-mail for lead ${claim.submissionId} failed (attempt ${attempts}); retrying at ${nextAttemptAt}:`,
    error,
  )
  return 'failed'
}
