// Dates render the same on the server and in every visitor's browser (no hydration mismatch across time zones).
// Created on first use: a browser's first Intl formatter loads locale data, which pages without dates never need.
let dateFormat: Intl.DateTimeFormat | undefined

/** `2025-03-15` → `March 15, 2025`. */
export function formatDate(isoDate: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })
  return dateFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
}
