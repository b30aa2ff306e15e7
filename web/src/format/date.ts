// Dates render the same on the server and in every visitor's browser (UTC, no hydration mismatch across time
// zones). Spelled out by hand rather than with Intl.DateTimeFormat: a browser's first Intl formatter loads locale
// data and blocks the main thread for tens of milliseconds on a phone, for one fixed English format.
import { MONTH_NAMES } from '#shared/month-names.ts'

/** `2025-03-15` → `March 15, 2025`. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}
