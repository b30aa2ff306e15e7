import styled from 'styled-components'
import { Section } from '../../components/Section.tsx'
import { Icon } from '../../components/Icon.tsx'
import { LinkRow } from './shared/LinkRow.tsx'
import type { SectionOf } from './types.ts'
import { countedColumns } from './shared/grid.ts'

const Grid = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ $count }) => countedColumns($count, { lg: 3 })}
`
const Card = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[2]};
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
  }
  h3 svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dl {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
  }
  dl div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[4]};
    flex-wrap: wrap;
    padding-bottom: ${({ theme }) => theme.space[2]};
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  .local {
    color: ${({ theme }) => theme.colors.danger};
    text-decoration: line-through;
    text-decoration-thickness: 1px;
  }
  .india {
    color: ${({ theme }) => theme.colors.success};
  }
`
const Savings = styled.p`
  margin: auto 0 0;
  align-self: flex-start;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 800;
  border-radius: ${({ theme }) => theme.radii.full};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
`

/** Annual cost of a local team against an India team, per service, with the saving (SPEC.md §9). */
export function CostComparisonSection({ section }: { section: SectionOf<'costComparisonSection'> }) {
  return (
    <Section
      id={section.anchorId}
      tone={section.tone}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
    >
      <Grid $count={section.items?.length ?? 0}>
        {(section.items ?? []).map((item) => (
          <Card key={item._id}>
            <h3>
              {item.icon && <Icon name={item.icon} size={22} />}
              {item.title}
            </h3>
            <p>{item.description}</p>
            <dl>
              <div>
                <dt>{section.localLabel}</dt>
                <dd className="local">{item.localCost}</dd>
              </div>
              <div>
                <dt>{section.indiaLabel}</dt>
                <dd className="india">{item.indiaCost}</dd>
              </div>
            </dl>
            <Savings>
              {section.savingsLabel ? `${section.savingsLabel} ${item.savings}` : item.savings}
            </Savings>
          </Card>
        ))}
      </Grid>
      <LinkRow links={section.links} />
    </Section>
  )
}

export default CostComparisonSection
