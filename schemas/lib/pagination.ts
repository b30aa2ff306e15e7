// The pages of a listing that can grow (the blog): `/blog` is page 1, `/blog/page/2` the next, and so on. Shared by
// the page (which slice to show, its head) and the route table (which page numbers exist, for the server and the
// sitemap), so both always agree on where a listing ends.

/** Articles per page when the listing section leaves it empty. */
export const DEFAULT_PER_PAGE = 12

const PAGED_PATH = /^(.*)\/page\/([0-9]{1,9})$/

/**
 * The listing path and page number a path addresses: `/blog` is page 1 of `/blog`, `/blog/page/3` page 3. A page 1
 * spelled out (`/blog/page/1`), page 0 or a number with a leading zero is not a page of its own: null, so it is answered as not found
 * rather than as a duplicate of another URL.
 */
export function parseListingPath(path: string): { basePath: string; pageNumber: number } | null {
  const match = PAGED_PATH.exec(path)
  if (!match) return { basePath: path, pageNumber: 1 }
  const pageNumber = Number(match[2])
  if (pageNumber < 2 || match[2]!.startsWith('0')) return null
  return { basePath: match[1] || '/', pageNumber }
}

/** The URL of a page of a listing. */
export function listingPagePath(basePath: string, pageNumber: number): string {
  if (pageNumber <= 1) return basePath
  return `${basePath === '/' ? '' : basePath}/page/${pageNumber}`
}

/** How many pages a listing of `total` items has: an empty listing still has its first page. */
export function listingPageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/** The `[start...end]` slice of a page of the listing (end exclusive, as GROQ's `...`). */
export function listingSlice(pageNumber: number, perPage: number): { start: number; end: number } {
  return { start: (pageNumber - 1) * perPage, end: pageNumber * perPage }
}

/**
 * The page numbers a page's navigation links: the first, the last and two either side of the current page, with
 * `null` where numbers are left out, so the navigation stays short however many pages there are.
 */
export function visiblePageNumbers(current: number, count: number): (number | null)[] {
  const shown = new Set([1, count])
  for (let page = current - 2; page <= current + 2; page++) if (page >= 1 && page <= count) shown.add(page)
  const sorted = [...shown].sort((a, b) => a - b)
  const result: (number | null)[] = []
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1]
    if (previous !== undefined && page - previous > 1)
      result.push(page - previous === 2 ? previous + 1 : null)
    result.push(page)
  })
  return result
}
