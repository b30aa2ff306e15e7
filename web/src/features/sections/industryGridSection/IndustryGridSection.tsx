import styled from 'styled-components'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { Icon } from '#web/components/Icon.tsx'
import type { SectionOf } from '../types.ts'
import { countedColumns } from '../shared/grid.ts'

/* Two tiles per row on phones, up to four (eight industries: two even rows) on large screens. */
const Grid = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ $count }) => countedColumns($count, { lg: 4 })}
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space[3]};
    text-align: center;
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    line-height: 1.35;
    transition:
      border-color 200ms ease,
      transform 200ms ease;
  }
  li:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    transform: translateY(-2px);
  }
  .icon {
    display: inline-grid;
    place-items: center;
    width: 3.25rem;
    height: 3.25rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surfaceBrand};
    color: ${({ theme }) => theme.colors.primary};
  }
`

/** The industries served: a tile per industry document with its icon and name. */
export function IndustryGridSection({
  section,
}: {
  section: SectionOf<'industryGridSection'>
  index?: number
}) {
  const industries = section.industries ?? []
  return (
    <Section {...sectionFrame(section)}>
      <Grid $count={industries.length}>
        {industries.map((industry) => (
          <li key={industry._id}>
            <span className="icon">
              <Icon name={industry.icon} size={26} />
            </span>
            <span>{industry.name}</span>
          </li>
        ))}
      </Grid>
    </Section>
  )
}

export default IndustryGridSection
