import styled from 'styled-components'
import { Link } from 'react-router-dom'
import { Icon } from './Icon.tsx'
import { listingPagePath, visiblePageNumbers } from '#schemas/lib/pagination.ts'

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space[10]};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }
  a,
  .gap {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a {
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
`

export interface PaginationLabels {
  /** What screen readers call the navigation. */
  label: string
  /** The link to the previous page (the blog's "Newer articles"). */
  previous: string
  /** The link to the next page (the blog's "Older articles"). */
  next: string
  /** Put before a page number in each number link's accessible name ("Page 3"). */
  page: string
}

/**
 * The links between the pages of a listing: the previous page, the page numbers, the next page. Plain
 * links, so they work before hydration and without JavaScript; nothing when the listing fits on one page.
 */
export function Pagination({
  basePath,
  pageNumber,
  pageCount,
  labels,
}: {
  basePath: string
  pageNumber: number
  pageCount: number
  labels: PaginationLabels
}) {
  if (pageCount <= 1) return null
  return (
    <Nav aria-label={labels.label}>
      {pageNumber > 1 && (
        <Link to={listingPagePath(basePath, pageNumber - 1)} rel="prev">
          <Icon name="arrow-left" size={16} aria-hidden="true" />
          {labels.previous}
        </Link>
      )}
      <ol>
        {visiblePageNumbers(pageNumber, pageCount).map((page, index) => (
          <li key={page ?? `gap-${index}`}>
            {page === null ? (
              <span className="gap" aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                to={listingPagePath(basePath, page)}
                aria-label={`${labels.page} ${page}`}
                aria-current={page === pageNumber ? 'page' : undefined}
              >
                {page}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {pageNumber < pageCount && (
        <Link to={listingPagePath(basePath, pageNumber + 1)} rel="next">
          {labels.next}
          <Icon name="arrow-right" size={16} aria-hidden="true" />
        </Link>
      )}
    </Nav>
  )
}
