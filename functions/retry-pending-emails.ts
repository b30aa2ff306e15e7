// Re-sends the e-mails of leads whose delivery failed (or whose sender died mid-way). Run on an interval by the
// local server and as a scheduled function on Netlify.
import { defineQuery } from 'groq'
import { getSanityClient } from './lib/sanity-client.ts'
import { createMailer } from './contact/mailer.ts'
import { deliverLead, MAX_EMAIL_ATTEMPTS, STALE_CLAIM_MS, type Lead } from './contact/leads.ts'
import { serviceName } from '../validation/services.ts'

export const pendingLeadsQuery =
  defineQuery(`*[_type == "contactSubmission" && emailAttempts < $maxAttempts && (
  status in ["new", "email-failed"] || (status == "sending" && dateTime(sendingSince) < dateTime($staleBefore))
)] | order(submittedAt asc)[0...50]`)

export async function retryPendingEmails(env: Record<string, string | undefined> = process.env) {
  const client = getSanityClient(env)
  const sendMail = createMailer(env)
  const leads = await client.fetch<Lead[]>(
    pendingLeadsQuery,
    { maxAttempts: MAX_EMAIL_ATTEMPTS, staleBefore: new Date(Date.now() - STALE_CLAIM_MS).toISOString() },
    { perspective: 'raw' },
  )
  const outcome = { emailed: 0, failed: 0, skipped: 0 }
  for (const lead of leads) outcome[await deliverLead(client, lead, sendMail, serviceName)]++
  return outcome
}
