import styled, { css } from 'styled-components'

export type CardColumns = 2 | 3 | 4

/*
 * With `$columns` the grid has a fixed count on large screens (one column on phones, two on tablets), so rows stay
 * even (4 cards never end as 3 + 1). Without it, as many columns as fit cards of at least `$min`.
 */
const columnsCss = (columns: CardColumns) => css`
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  }
`

/** A responsive grid of cards as a list (cards are list items for screen readers). */
export const CardList = styled.ul<{ $min?: string; $columns?: CardColumns }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ $columns, $min }) =>
    $columns
      ? columnsCss($columns)
      : css`
          grid-template-columns: repeat(auto-fit, minmax(min(100%, ${$min ?? '16rem'}), 1fr));
        `}
`

/** The column count for `n` cards: never more than 4, and 3 for six or nine cards rather than uneven rows. */
export function columnsFor(count: number): CardColumns {
  if (count <= 2) return 2
  if (count === 4 || count === 8) return 4
  return 3
}

/** A card: bordered surface, title and muted text, children stacked. */
export const CardItem = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

/** A card's icon on a tinted square, in one of the CMS palette colours. */
export const IconBadge = styled.span<{ $fg: string; $bg: string }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ $fg }) => $fg};
  background: ${({ $bg }) => $bg};
`

/** A check-marked list of short features inside a card. */
export const FeatureList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.success};
  }
`
