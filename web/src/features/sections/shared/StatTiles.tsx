import styled from 'styled-components'
import { countedColumns } from './grid.ts'
import { KeepTogether } from '#web/components/KeepTogether.tsx'

const List = styled.dl<{ $onDark: boolean; $count: number }>`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ $count }) => countedColumns($count, { base: 2, md: 4, lg: 4 })}
  > div {
    display: flex;
    flex-direction: column;
    justify-content: center;
    text-align: center;
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme, $onDark }) =>
      $onDark ? `color-mix(in srgb, ${theme.colors.textOnDark} 8%, transparent)` : theme.colors.surface};
    border: 1px solid
      ${({ theme, $onDark }) =>
        $onDark ? `color-mix(in srgb, ${theme.colors.textOnDark} 20%, transparent)` : theme.colors.border};
    box-shadow: ${({ theme, $onDark }) => ($onDark ? 'none' : theme.shadows.sm)};
  }
  /* The figure is shown first and large; in the markup the label (dt) comes first, as a definition list wants. */
  dd {
    margin: 0;
  }
  .value {
    order: -1;
    font-size: clamp(1.75rem, 3vw + 0.5rem, 2.5rem);
    font-weight: 800;
    line-height: 1.1;
    letter-spacing: -0.02em;
    /* Proportional figures: the font's tabular ones give the hyphen a digit's width ("60 - 70%"). */
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDark : theme.colors.heading)};
  }
  /* A long figure ("6-18 months") a size down, so it stays on one line and its tile as tall as the others. */
  .value.long {
    font-size: clamp(1.375rem, 1.5vw + 0.75rem, 2rem);
  }
  dt {
    margin-top: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
  }
  .description {
    margin-top: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
  }
`

// Longer figures than "24/7" or "150+" need the smaller size to fit a quarter of the row.
const LONG_VALUE = 9

/** A `stat` document as the section projections return it. */
export interface StatValue {
  _id: string
  value: string | null
  label: string | null
  description?: string | null
}

/** Stat tiles: the figure large with its label (and optional description) below; two per row on phones. */
export function StatTiles({ stats, onDark = false }: { stats: StatValue[]; onDark?: boolean }) {
  if (!stats.length) return null
  return (
    <List $onDark={onDark} $count={stats.length}>
      {stats.map((stat) => (
        <div key={stat._id}>
          <dt>
            <KeepTogether text={stat.label} />
          </dt>
          <dd className={(stat.value?.length ?? 0) > LONG_VALUE ? 'value long' : 'value'}>
            <KeepTogether text={stat.value} />
          </dd>
          {stat.description && <dd className="description">{stat.description}</dd>}
        </div>
      ))}
    </List>
  )
}
