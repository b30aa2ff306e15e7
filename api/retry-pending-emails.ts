// Vercel cron (vercel.json) for the retry of failed lead e-mails. Vercel sends `Authorization: Bearer $CRON_SECRET`;
// without the secret configured nobody may trigger it.
import { runScheduledRetry } from '../functions/lib/platforms.ts'

export default {
  async fetch(request: Request) {
    const secret = process.env.CRON_SECRET
    if (!secret || request.headers.get('authorization') !== `Bearer ${secret}`)
      return Response.json({ success: false, error: 'Unauthorized' }, { status: 401 })
    return Response.json({ success: true, ...(await runScheduledRetry()) })
  },
}
