// What publishing a page at a new address does to the redirects, as mutations: the Studio's publish button commits
// them before it publishes (studio/actions/redirect-on-move.ts), and a release commits them with its versions
// (server/release-redirects.ts). The old address is sent to the page, by reference, so later moves carry it along.
import type { Mutation } from '@sanity/client'
import type { MovedPageRedirectsQueryResult } from '../../shared/sanity.types.ts'

/** The id of the redirect a move makes from `path`: one per old address, so moving away twice replaces it. */
export function movedRedirectId(path: string): string {
  const name = path.replace(/^\/+/, '').replace(/\//g, '_')
  return /^[a-z0-9_-]+$/.test(name) ? `redirect-from-${name}` : `redirect-from-${hash(path)}`
}

/** A short, stable name for an address that does not fit in an id as it is. */
function hash(text: string): string {
  let value = 5381
  for (const char of text) value = (Math.imul(value, 33) ^ char.charCodeAt(0)) >>> 0
  return value.toString(36)
}

export interface Move {
  /** The published id of the page, service, article or case study. */
  id: string
  from: string
  to: string
  /** `movedPageRedirectsQuery`'s answer for the move. */
  existing: MovedPageRedirectsQueryResult
}

export function moveRedirectMutations({ id, from, to, existing }: Move): Mutation[] {
  const own = movedRedirectId(from)
  const mutations: Mutation[] = [
    {
      createOrReplace: {
        _id: own,
        _type: 'redirect',
        from,
        target: { _type: 'reference', _ref: id, _weak: true },
        permanent: true,
      },
    },
  ]
  for (const redirect of existing) {
    if (redirect._id === own) continue
    // From the new address (it would hide the page there) or the old one (replaced by the redirect above).
    if (redirect.from === from || redirect.from === to) mutations.push({ delete: { id: redirect._id } })
    // Typed to the old address: it points at the page now, and follows it (A → B, B → C answers A → C).
    else
      mutations.push({
        patch: {
          id: redirect._id,
          set: { target: { _type: 'reference', _ref: id, _weak: true } },
          unset: ['to'],
        },
      })
  }
  return mutations
}
