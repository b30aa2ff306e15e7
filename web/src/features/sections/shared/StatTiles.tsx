import styled from 'styled-components'

const List = styled.dl<{ $onDark: boolean }>`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    text-align: center;
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme, $onDark }) => ($onDark ? 'rgba(255, 255, 255, 0.08)' : theme.colors.surface)};
    border: 1px solid ${({ theme, $onDark }) => ($onDark ? 'rgba(255, 255, 255, 0.18)' : theme.colors.border)};
  }
  dd {
    margin: 0;
    font-size: clamp(1.75rem, 3vw + 0.5rem, 2.5rem);
    font-weight: 800;
    line-height: 1.1;
    color: ${({ theme, $onDark }) => ($onDark ? '#ffffff' : theme.colors.brand)};
  }
  dt {
    margin-top: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
  }
`

export interface StatValue {
  _id: string
  value: string | null
  label: string | null
}

/** Stat tiles: the figure large, its label below (figure first visually, label first for screen readers). */
export function StatTiles({ stats, onDark = false }: { stats: StatValue[]; onDark?: boolean }) {
  return (
    <List $onDark={onDark}>
      {stats.map((stat) => (
        <div key={stat._id}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </List>
  )
}
