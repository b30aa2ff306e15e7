import type { CSSProperties } from 'react'
import styled from 'styled-components'
import { Icon } from '#web/components/Icon.tsx'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { OUTCOME_STAGGER_MS, staggered } from '../d365/stagger.ts'
import type { SectionOf } from '../types.ts'
import { countedColumns } from '../shared/grid.ts'

const List = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 56rem;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ $count }) => countedColumns($count, { lg: 2 })}
`
const Item = styled.li`
  ${staggered(OUTCOME_STAGGER_MS)}
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.06);
  border: 1px solid rgba(148, 163, 184, 0.35);
  font-size: ${({ theme }) => theme.fontSizes.lg};
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.accent};
  }
`

/** The six business outcomes of the D365 F&O page, appearing 100 ms apart. */
export function OutcomeListSection({ section }: { section: SectionOf<'outcomeListSection'> }) {
  return (
    <Section {...sectionFrame(section)}>
      <List $count={section.items?.length ?? 0}>
        {(section.items ?? []).map((item, index) => (
          <Item key={item} style={{ '--i': index } as CSSProperties}>
            <Icon name="circle-check" size={22} aria-hidden="true" />
            <span>{item}</span>
          </Item>
        ))}
      </List>
    </Section>
  )
}

export default OutcomeListSection
