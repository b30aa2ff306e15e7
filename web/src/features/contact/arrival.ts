// The visit's arrival, kept by the browser entry's first lines (visit.ts reads it for a lead). A module of its own,
// importing nothing, so the entry carries only these few lines and not the attribution rules.
export const VISIT_KEY = 'arrival'

/**
 * Keeps the address and referrer the visit began with, once per visit: called first thing by the browser entry
 * (entry-client.tsx), before the app could change the address.
 */
export function rememberArrival(href = location.href, referrer = document.referrer): void {
  try {
    // Storage's named properties are its items (the shortest spelling: this runs in the entry, budgeted to the byte).
    sessionStorage[VISIT_KEY] ??= `${href} ${referrer}`
  } catch {
    // Storage blocked: the lead still records the page and the form it was sent from.
  }
}
