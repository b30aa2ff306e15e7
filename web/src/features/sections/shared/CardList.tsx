import styled, { css } from 'styled-components'
import { countedColumns } from './grid.ts'

/**
 * A responsive grid of cards as a list (cards are list items for screen readers). `$count` cards in at most `$max`
 * columns on desktops, fewer on smaller screens, never with a lone card in the last row (countedColumns). `$dense`:
 * two small cards a row even on phones, closer together (many short cards would be a long scroll one a row).
 */
export const CardList = styled.ul<{ $count: number; $max?: number; $tabletMax?: number; $dense?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme, $dense }) => theme.space[$dense ? 3 : 6]};
  ${({ $count, $max, $tabletMax, $dense }) =>
    countedColumns($count, {
      base: $dense ? 2 : 1,
      // A tablet maximum caps small tablets too: never more columns on a narrower screen.
      sm: Math.min(2, $tabletMax ?? 2),
      md: $tabletMax,
      lg: $max ?? 4,
    })}
  ${({ $dense }) =>
    $dense &&
    css`
      @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
        gap: ${({ theme }) => theme.space[4]};
      }
    `}
`

/** The surface every card stands on: rounded, bordered, raised by a light shadow unless `flat`. */
export const cardSurface = ({ flat = false }: { flat?: boolean } = {}) => css`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => (flat ? 'none' : theme.shadows.sm)};
  color: ${({ theme }) => theme.colors.text};
`

/** A card: bordered surface, title and muted text, children stacked. */
export const CardItem = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  ${cardSurface()}
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

/**
 * A card with a picture across its top (16:9) and its text in `.body` below, a `.excerpt` in muted text and an
 * `.action` at its foot, level across a row.
 */
export const MediaCard = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${cardSurface()}
  img {
    aspect-ratio: 16 / 9;
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
    flex: 1;
  }
  h3 {
    margin: 0;
  }
  .excerpt {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
  .action {
    margin-top: auto;
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
