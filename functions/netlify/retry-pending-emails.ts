// Netlify scheduled function: e-mails leads whose delivery failed earlier. Scheduled functions have no public URL.
import { runScheduledRetry } from '../lib/platforms.ts'

export default async () => {
  await runScheduledRetry()
}
export const config = { schedule: '*/5 * * * *' }
