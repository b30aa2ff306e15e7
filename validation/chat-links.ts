// Which links an assistant reply may carry, shared by the chat function (which drops any other from a language
// model's reply) and the dialog (which renders only these as links). Pure: no I/O.

/**
 * A markdown link `[label](target)`, a bare web address, or **bold** text. A bare address never ends in punctuation
 * ("…/30min." links to …/30min) and never swallows the parenthesis around it.
 */
export const CHAT_MARKUP =
  /\[([^\]\n]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>"'()[\]]*[^\s<>"'()[\].,;:!?…])|\*\*([^*\n]+)\*\*/g

/** A site path: one slash (not `//host`), no backslash, no scheme, only the characters of a URL path and fragment. */
const SITE_PATH = /^\/(?![/\\])[\w\-./~%?=&#+]*$/

/** Trailing punctuation a sentence puts after an address: never part of it. */
export const stripTrailingPunctuation = (target: string) => target.replace(/[.,;:!?…'"]+$/, '')

/**
 * Where a link of a reply may go, or null when it must stay text: one of our own paths (when `paths` is given, only
 * those), or exactly one of the addresses the CMS holds (the booking page, the social profiles, mailto: and tel:
 * of the company).
 */
export function allowedChatLink(
  target: string,
  external: ReadonlySet<string>,
  paths?: ReadonlySet<string>,
): string | null {
  const href = stripTrailingPunctuation(target.trim())
  if (SITE_PATH.test(href)) {
    if (!paths) return href
    const page = href.replace(/[?#].*$/, '') || '/'
    return paths.has(page) ? href : null
  }
  return external.has(href) ? href : null
}

/** The addresses the CMS holds that a reply may link to, from the site settings. */
export function cmsLinks(
  settings:
    | {
        bookingUrl?: string | null
        email?: string | null
        phoneHref?: string | null
        socialLinks?: (string | { url?: string | null } | null | undefined)[] | null
      }
    | null
    | undefined,
): Set<string> {
  const links = new Set<string>()
  if (!settings) return links
  if (settings.bookingUrl) links.add(settings.bookingUrl)
  if (settings.email) links.add(`mailto:${settings.email}`)
  if (settings.phoneHref) links.add(`tel:${settings.phoneHref}`)
  for (const link of settings.socialLinks ?? []) {
    const url = typeof link === 'string' ? link : link?.url
    if (url) links.add(url)
  }
  return links
}

/**
 * A reply with every link that may not be shown turned into its label (markdown) or removed (a bare address), and
 * trailing punctuation taken out of every address it keeps.
 */
export function sanitizeChatLinks(
  text: string,
  external: ReadonlySet<string>,
  paths?: ReadonlySet<string>,
): string {
  return text.replace(CHAT_MARKUP, (whole, label?: string, target?: string, bare?: string) => {
    if (label !== undefined && target !== undefined) {
      const href = allowedChatLink(target, external, paths)
      const trailing = target.slice(stripTrailingPunctuation(target).length)
      return href ? `[${label}](${href})${trailing}` : label
    }
    if (bare !== undefined) return allowedChatLink(bare, external, paths) ? bare : ''
    return whole
  })
}
