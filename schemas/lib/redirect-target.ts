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
