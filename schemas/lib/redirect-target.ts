// What a CMS redirect may point at, shared by the schema (the editor's message), the build and the server (which
// skip anything else). Browsers read `//host` and `/\host` as another host, so a site path starts with exactly one
// slash and has no backslash; leaving the site takes a full https:// address the editor typed on purpose.

export const REDIRECT_FROM_MESSAGE =
  'A site address: one / at the start, no spaces or backslashes, e.g. /functional-testing'
export const REDIRECT_TO_MESSAGE =
  'A site address (one / at the start, no spaces or backslashes, e.g. /software-testing) or a full https:// address'

/** `/`, `/software-testing`, `/blog/post?x=1`; never `//host`, `/\host` or anything with whitespace. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value)
}

/** A full `https://host/...` address without credentials. */
export function isExternalHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s\\]+$/.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password
  } catch {
    return false
  }
}

export const isRedirectTarget = (value: string) => isSitePath(value) || isExternalHttpsUrl(value)

/** A redirect as the lake answers it: `to` is the chosen page's current address, else the typed one. */
export interface RedirectRule {
  from: string | null
  to: string | null
  permanent: boolean | null
}

/** Where a redirect sends visitors, and whether the move is for good (301) or not (302). */
export interface RedirectAnswer {
  to: string
  permanent: boolean
}

/** The most redirects a chain is followed through; a longer one is surely a mistake and is left out. */
const MAX_HOPS = 10

/**
 * The redirects to answer, by old address. Only valid ones; never one from an address a page lives at (the page
 * wins, as on Netlify and in the app, so a page moved back to an old address is not hidden by its redirect); each
 * chain followed to its end, so `A → B, B → C` answers `A → C` in one hop (permanent only when every hop is); and
 * none that ends where it started (a loop would send browsers round until they give up).
 */
export function collapseRedirects(
  redirects: readonly RedirectRule[],
  livePaths: ReadonlySet<string> = new Set(),
): Map<string, RedirectAnswer> {
  const direct = new Map<string, RedirectAnswer>()
  for (const { from, to, permanent } of redirects) {
    if (!from || !to || !isSitePath(from) || !isRedirectTarget(to) || livePaths.has(from)) continue
    // Two redirects from one address: the first listed wins, as in Netlify's file.
    if (!direct.has(from)) direct.set(from, { to, permanent: permanent !== false })
  }
  const collapsed = new Map<string, RedirectAnswer>()
  for (const [from, first] of direct) {
    let answer = first
    const seen = new Set([from])
    let hops = 0
    for (let next = direct.get(answer.to); next; next = direct.get(answer.to)) {
      if (seen.has(answer.to) || ++hops >= MAX_HOPS) {
        answer = { to: '', permanent: false }
        break
      }
      seen.add(answer.to)
      answer = { to: next.to, permanent: answer.permanent && next.permanent }
    }
    if (answer.to && answer.to !== from) collapsed.set(from, answer)
  }
  return collapsed
}

/**
 * The addresses a new redirect `from → to` would send visitors through before bringing them back to `from`
 * (`['/a', '/b', '/a']`), or null when it ends elsewhere. `others` are the redirects already there.
 */
export function redirectLoop(from: string, to: string, others: readonly RedirectRule[]): string[] | null {
  const next = new Map<string, string>()
  for (const other of others)
    if (other.from && other.to && other.from !== from && !next.has(other.from)) next.set(other.from, other.to)
  const trail = [from, to]
  for (let at: string | undefined = to, hops = 0; at && hops <= MAX_HOPS; at = next.get(at), hops++) {
    if (at === from) return trail
    const following = next.get(at)
    if (following) trail.push(following)
  }
  return null
}

/**
 * The `Location` of a redirect to `to` answered for a request whose query is `search` (`?utm_source=…`, or ''). A
 * visitor's query goes with them to a site path, as Netlify's `_redirects` passes it on: a campaign link
 * (`?utm_campaign=…`) to a page that has moved keeps its campaign, which the lead records (docs/leads.md). The
 * target's own query comes first and its `#section` last. An address off the site gets nothing of the visitor's.
 */
export function redirectLocation(to: string, search: string): string {
  const query = search.replace(/^\?/, '')
  if (!query || !isSitePath(to)) return to
  const hash = to.indexOf('#')
  const [address, fragment] = hash === -1 ? [to, ''] : [to.slice(0, hash), to.slice(hash)]
  return `${address}${address.includes('?') ? '&' : '?'}${query}${fragment}`
}
