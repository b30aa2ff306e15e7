// Where the "cookie settings" link goes when the provider asks visitors first: a place this chunk adds to the footer's
// last row itself, so the footer, on every page, carries none of it.
export const CONSENT_LINK_SLOT_ID = 'consent-settings'

/** The footer's place for the link, made on first use (null when the page has no footer). */
export function consentLinkSlot(): HTMLElement | null {
  const existing = document.getElementById(CONSENT_LINK_SLOT_ID)
  if (existing) return existing
  // Before the social links, after the copyright line (components/layout/Footer.tsx).
  const social = document.querySelector('footer .social')
  if (!social) return null
  const slot = document.createElement('span')
  slot.id = CONSENT_LINK_SLOT_ID
  social.before(slot)
  return slot
}
