// The retry of failed lead e-mails (retry.ts) as a scheduled function: every 5 minutes on Netlify (a scheduled
// function) and Vercel (a cron in vercel.json that requests the address with `Authorization: Bearer $CRON_SECRET`;
// without the secret configured nobody may trigger it). The local server runs it every minute itself.
import { defineFunction } from '../lib/define-function.ts'
import { retryPendingEmails } from './retry.ts'

/** The retry, logged the same way on every platform. */
async function runScheduledRetry() {
  const outcome = await retryPendingEmails()
  console.log(`retry-pending-emails: ${JSON.stringify(outcome)}`)
  return outcome
}

export default defineFunction({
  name: 'retry-pending-emails',
  path: '/api/retry-pending-emails',
  // Vercel's cron requests it with GET; any other method is refused 405, a caller without the secret 401.
  methods: ['GET'],
  handler: async (request, context) => {
    const secret = (context.env ?? process.env).CRON_SECRET
    if (!secret || request.headers.get('authorization') !== `Bearer ${secret}`)
      return Response.json({ success: false, error: 'Unauthorized' }, { status: 401 })
    return Response.json({ success: true, ...(await runScheduledRetry()) })
  },
  local: { instead: 'the local server runs the retry every minute (server/retry-schedule.ts)' },
  schedule: { cron: '*/5 * * * *', run: runScheduledRetry },
})
