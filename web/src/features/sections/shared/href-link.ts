import type { CmsLinkValue } from '#web/components/CmsLink.tsx'

/**
 * A bare address from the content (a proof link, a client's site) as a CMS link, so it renders like every other
 * link of the site: a page of the site through the router, a section anchor as a plain link, an https address in
 * a new tab without opener or referrer.
 */
export function hrefLink(href: string | null | undefined): CmsLinkValue {
  if (!href) return { kind: 'none' }
  if (/^https?:\/\//.test(href)) return { kind: 'external', href }
  return { kind: href.includes('#') ? 'anchor' : 'internal', href }
}
