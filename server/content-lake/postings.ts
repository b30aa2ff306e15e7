// The ids of the documents under each key of an index (a type, a slug, a path, a referenced id), kept small for
// the common case of a key held by one document.

const EMPTY: ReadonlySet<string> = new Set()

/** The ids under each key; a key of one document (most slugs and paths) holds the id itself, not a set of one. */
export type Postings = Map<string, string | Set<string>>

export function lookup(index: Postings, key: string): ReadonlySet<string> {
  const ids = index.get(key)
  return ids === undefined ? EMPTY : typeof ids === 'string' ? new Set([ids]) : ids
}

export function add(index: Postings, key: string, id: string) {
  const ids = index.get(key)
  if (ids === undefined) index.set(key, id)
  else if (typeof ids !== 'string') ids.add(id)
  else if (ids !== id) index.set(key, new Set([ids, id]))
}

export function remove(index: Postings, key: string, id: string) {
  const ids = index.get(key)
  if (ids === id) index.delete(key)
  if (typeof ids !== 'object') return
  ids.delete(id)
  if (ids.size === 1) index.set(key, ids.values().next().value!)
}
