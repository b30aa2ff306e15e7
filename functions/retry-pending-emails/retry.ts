// Re-sends the e-mails of leads whose delivery failed (or whose sender died mid-way), each when its next attempt is
// due. Run every minute by the local server, every 5 minutes by Netlify's scheduled function and Vercel's cron.
import { getSanityClient } from '../lib/sanity-client.ts'
import { pendingLeadsQuery } from '../lib/queries.ts'
import type { PendingLeadsQueryResult } from '../../shared/sanity.types.ts'
import { createMailer } from '../lib/mailer.ts'
import { deliverLead, STALE_CLAIM_MS } from '../lib/leads.ts'
import { serviceName } from '../../validation/services.ts'

export interface RetryOutcome {
  emailed: number
  /** Failed again, retried later. */
  failed: number
  /** Failed past the retry window: flagged "E-mail not delivered" in the Studio. */
  gaveUp: number
  skipped: number
}

export async function retryPendingEmails(
  env: Record<string, string | undefined> = process.env,
): Promise<RetryOutcome> {
  const client = getSanityClient(env, 'leads')
  const sendMail = createMailer(env)
  const now = Date.now()
  const leads = await client.fetch<PendingLeadsQueryResult>(
    pendingLeadsQuery,
    { now: new Date(now).toISOString(), staleBefore: new Date(now - STALE_CLAIM_MS).toISOString() },
    { perspective: 'raw' },
  )
  const outcome: RetryOutcome = { emailed: 0, failed: 0, gaveUp: 0, skipped: 0 }
  const counter = { emailed: 'emailed', failed: 'failed', 'gave-up': 'gaveUp', skipped: 'skipped' } as const
  for (const lead of leads) outcome[counter[await deliverLead(client, lead, sendMail, serviceName, env)]]++
  return outcome
}
