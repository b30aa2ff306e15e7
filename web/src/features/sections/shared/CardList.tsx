import styled from 'styled-components'
import { countedColumns } from './grid.ts'

/**
 * A responsive grid of cards as a list (cards are list items for screen readers). `$count` cards in at most `$max`
 * columns on desktops, fewer on smaller screens, never with a lone card in the last row (countedColumns).
 */
export const CardList = styled.ul<{ $count: number; $max?: number; $tabletMax?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ $count, $max, $tabletMax }) => countedColumns($count, { md: $tabletMax, lg: $max ?? 4 })}
`

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
