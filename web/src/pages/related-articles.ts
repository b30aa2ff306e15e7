/** An article as the related-articles candidates list it (relatedArticlesQuery). */
interface Candidate {
  _id: string
  category: string | null
}

/**
 * Up to three other articles to read after `article`: the newest others of its category, then the newest of the other
 * categories (articles have no service or tag of their own to match on), never the article itself. Four of a category
 * leave three besides the article; when a category has fewer, the newest six hold at least three of the others.
 */
export function relatedArticles<T extends Candidate>(
  article: Candidate,
  candidates: { sameCategory: T[] | null; newest: T[] | null },
): T[] {
  const own = (candidates.sameCategory ?? []).filter((other) => other._id !== article._id)
  const others = (candidates.newest ?? []).filter((other) => other.category !== article.category)
  return [...own, ...others].slice(0, 3)
}
