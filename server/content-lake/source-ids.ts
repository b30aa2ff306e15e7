// Document ids as a perspective shows them: `drafts.x` and `versions.<release>.x` are versions of the document `x`.

export function publishedIdOf(id: string): string {
  if (id.startsWith('drafts.')) return id.slice('drafts.'.length)
  if (id.startsWith('versions.')) return id.split('.').slice(2).join('.')
  return id
}
