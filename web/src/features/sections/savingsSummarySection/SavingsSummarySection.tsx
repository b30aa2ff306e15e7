import styled from 'styled-components'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { LinkRow } from '../shared/LinkRow.tsx'
import type { SectionOf } from '../types.ts'
import { countedColumns } from '../shared/grid.ts'

const List = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 56rem;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ $count }) => countedColumns($count, { lg: 3 })}
`
const Item = styled.li`
  text-align: center;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  .savings {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: 800;
    color: ${({ theme }) => theme.colors.accent};
    margin: 0;
  }
  .amount {
    font-weight: 700;
    margin: 0;
  }
`

/** The contact page's savings summary: saving and typical amount per service. */
export function SavingsSummarySection({ section }: { section: SectionOf<'savingsSummarySection'> }) {
  return (
    <Section {...sectionFrame(section)}>
      <List $count={section.items?.length ?? 0}>
        {(section.items ?? []).map((item) => (
          <Item key={item._key}>
            <h3>{item.service}</h3>
            <p className="savings">{item.savings}</p>
            <p className="amount">{item.amount}</p>
          </Item>
        ))}
      </List>
      <LinkRow links={section.links} />
    </Section>
  )
}

export default SavingsSummarySection
