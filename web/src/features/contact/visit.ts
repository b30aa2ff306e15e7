// The visit's first touch, for the lead a contact form may send later in the visit (validation/attribution.ts): the
// campaign of the address the visitor arrived at, that page and the site that linked to it. The address and the
// referrer are kept once per visit by the first page's first script (rememberArrival), in session storage (this
// tab, until it closes); a form reads them. No cookie, nothing about the person.
import { campaignOf, cleanAttribution, type VisitAttribution } from '#validation/attribution.ts'
import { VISIT_KEY } from './arrival.ts'

/** The visit's first touch (nothing when it could not be kept). */
export function visitAttribution(): VisitAttribution {
  try {
    const kept = sessionStorage.getItem(VISIT_KEY)
    if (!kept) return {}
    // An address has no spaces (they are encoded): the first one ends it.
    const [href = '', referrer = ''] = kept.split(/ (.*)/s)
    const arrival = new URL(href)
    let referrerHost: string | undefined
    try {
      const from = new URL(referrer)
      if (from.host !== arrival.host) referrerHost = from.host
    } catch {
      // No referrer (typed, a bookmark, a referrer policy that sends none).
    }
    return {
      ...campaignOf(arrival.search),
      ...cleanAttribution({ landingPage: arrival.pathname, referrerHost }),
    }
  } catch {
    return {}
  }
}
