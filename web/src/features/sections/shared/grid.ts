import { css } from 'styled-components'

/**
 * How many columns `count` items get when at most `max` fit: never a lone item in the last row. All items in one
 * row when they fit; else an even split with (nearly) as many columns as fit (9 in 3, 4 in 2 when 3 fit, 8 in 4);
 * else the widest count whose last row holds at least two (10 in 4 is 4 + 4 + 2). When no count avoids a lone item
 * (5 in at most 2), one column, unless `spanLast` lets the last item take the whole row.
 */
export function columnsFor(count: number, max: number, { spanLast = false } = {}): number {
  if (count <= 1 || max <= 1) return 1
  if (count <= max) return count
  for (let columns = max; columns >= Math.max(2, max - 1); columns--)
    if (count % columns === 0) return columns
  for (let columns = max; columns >= 2; columns--) if (count % columns !== 1) return columns
  return spanLast ? max : 1
}

/** Whether the last of `count` items in `columns` columns would be alone in its row. */
export const lastIsAlone = (count: number, columns: number) => columns > 1 && count % columns === 1

/**
 * The widest columns per screen size: phones one, small tablets two, tablets and small laptops (to 1279 px) three,
 * desktops the section's own.
 */
export interface GridMax {
  base?: number
  sm?: number
  md?: number
  lg: number
}

/**
 * The grid-template-columns of a list of `count` items for every screen size, from one rule (columnsFor). Where a
 * lone last item cannot be avoided (an odd count on a two-column tablet), it spans the row instead.
 */
export const countedColumns = (count: number, { base = 1, sm = 2, md = 3, lg }: GridMax) => {
  const at = (max: number) => {
    const columns = columnsFor(count, max, { spanLast: true })
    return css`
      grid-template-columns: repeat(${columns}, minmax(0, 1fr));
      > :last-child {
        grid-column: ${lastIsAlone(count, columns) ? '1 / -1' : 'auto'};
      }
    `
  }
  return css`
    ${at(Math.min(base, lg))}
    @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
      ${at(Math.min(sm, lg))}
    }
    @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
      ${at(Math.min(md, lg))}
    }
    @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
      ${at(Math.min(3, lg))}
    }
    @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
      ${at(lg)}
    }
  `
}

/**
 * The columns of a listing page per screen size: one on phones, two on tablets, three from 1024 px on. Three article
 * cards in a 768 px tablet's row are 220 px each: their titles took five or six lines ("Dynamics / 365 Finance &"),
 * their date and reading time two (design review, docs/design-review.md).
 */
export const LISTING_COLUMNS = [
  { columns: 1 },
  { columns: 2, from: 'sm' },
  { columns: 3, from: 'lg' },
] as const

/** Whether `count` cards in `columns` columns open with one wide card: otherwise the last would be alone. */
export const featuresFirst = (count: number, columns: number) => columns > 1 && count % columns === 1

/**
 * A listing page's grid (the blog, a category): the same columns on every page, so a page of three articles looks
 * like a page of ten. Where `count` would leave one card alone in the last row, the first (newest) card takes the
 * whole first row instead, as a `.featured` wide card: ten articles are one wide card over three rows of three, and a
 * page or category of one article is one wide card, never a lone card stretched under a heading. Fewer cards than
 * columns stand centred, each as wide as a column.
 */
export const listingColumns = (count: number) => css`
  --listing-gap: ${({ theme }) => theme.space[6]};
  gap: var(--listing-gap);
  ${LISTING_COLUMNS.map(({ columns, ...at }) => {
    const featured = featuresFirst(count, columns)
    // Fewer cards than columns (a category of two) keep a column's width and stand centred: left-aligned, the row
    // ended in an empty column.
    const template =
      count > 1 && count < columns
        ? `repeat(${count}, calc((100% - ${columns - 1} * var(--listing-gap)) / ${columns}))`
        : `repeat(${columns}, minmax(0, 1fr))`
    const rule = css`
      grid-template-columns: ${template};
      justify-content: center;
      > :first-child {
        grid-column: ${featured ? '1 / -1' : 'auto'};
        ${featured ? wideCard : unfeaturedCard}
      }
    `
    return 'from' in at
      ? css`
          @media (min-width: ${({ theme }) => theme.breakpoints[at.from]}) {
            ${rule}
          }
        `
      : rule
  })}
`
/** A wide article card (a listing's first, a related article on a tablet): picture and text side by side. */
export const wideCard = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  .media img {
    height: 100%;
    object-fit: cover;
  }
  .body {
    justify-content: center;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`
const unfeaturedCard = css`
  display: flex;
`
