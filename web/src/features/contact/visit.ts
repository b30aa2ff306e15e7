// The visit's first touch, for the lead a contact form may send later in the visit (validation/attribution.ts): the
// campaign of the address the visitor arrived at, that page and the site that linked to it. Kept in session storage
// (this tab, until it closes): no cookie, nothing about the person.
import { campaignOf, cleanAttribution, type VisitAttribution } from '#validation/attribution.ts'

const KEY = 'visit-attribution'

/** Records the first touch once per visit (the address the visit began at); later pages of the visit keep it. */
export function rememberVisit(
  location: Pick<Location, 'host' | 'pathname' | 'search'> = window.location,
  referrer = document.referrer,
): void {
  try {
    if (sessionStorage.getItem(KEY) !== null) return
    let referrerHost: string | undefined
    try {
      const from = new URL(referrer)
      if (from.host !== location.host) referrerHost = from.host
    } catch {
      // No referrer (typed, a bookmark, a referrer policy that sends none).
    }
    const visit = {
      ...campaignOf(location.search),
      ...cleanAttribution({ landingPage: location.pathname, referrerHost }),
    }
    sessionStorage.setItem(KEY, JSON.stringify(visit))
  } catch {
    // Storage blocked: the lead still records the page and the form it was sent from.
  }
}

/** The visit's first touch, as rememberVisit kept it (nothing when it could not). */
export function visitAttribution(): VisitAttribution {
  try {
    return cleanAttribution(JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, unknown>)
  } catch {
    return {}
  }
}
