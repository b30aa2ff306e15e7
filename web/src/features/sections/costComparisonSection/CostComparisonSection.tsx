import styled from 'styled-components'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { Icon } from '#web/components/Icon.tsx'
import { LinkRow } from '../shared/LinkRow.tsx'
import type { SectionOf } from '../types.ts'
import { KeepTogether } from '#web/components/KeepTogether.tsx'

/*
 * A comparison table: one row per service, its two costs and the saving side by side, so each figure sits next to
 * what it is. Narrow enough to read across (never a 1,200 px row); on phones every row is a small card whose cells
 * carry their column's label.
 */
const Table = styled.table`
  width: 100%;
  max-width: 60rem;
  margin: 0 auto;
  border-collapse: separate;
  border-spacing: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
  th,
  td {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
    text-align: left;
    vertical-align: top;
  }
  thead > tr > * {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: 600;
  }
  tbody tr + tr > * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody th {
    font-weight: 700;
  }
  .service {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
  }
  .service svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
  .description {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]};
    font-weight: 400;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .cost {
    font-weight: 700;
    white-space: nowrap;
    /* Proportional figures: the font's tabular ones give the hyphen a digit's width ("$35,000 - $65,000"). */
  }
  .local {
    color: ${({ theme }) => theme.colors.danger};
    text-decoration: line-through;
    text-decoration-thickness: 1px;
  }
  .india {
    color: ${({ theme }) => theme.colors.success};
  }
  @media (max-width: calc(${({ theme }) => theme.breakpoints.lg} - 1px)) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tbody tr {
      display: grid;
      grid-template-columns: max-content minmax(0, 1fr);
      column-gap: ${({ theme }) => theme.space[4]};
      padding: ${({ theme }) => theme.space[4]};
    }
    tbody tr + tr {
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr > * {
      border: 0 !important;
      padding: ${({ theme }) => theme.space[1]} 0;
    }
    tbody th {
      grid-column: 1 / -1;
      padding-bottom: ${({ theme }) => theme.space[2]};
    }
    td {
      display: contents;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.sm};
      align-self: center;
    }
  }
  /* A range never breaks at its hyphen, so on the narrowest phones each figure goes under its label. */
  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 1px)) {
    tbody tr {
      grid-template-columns: minmax(0, 1fr);
    }
    td::before {
      padding-top: ${({ theme }) => theme.space[2]};
    }
  }
`
const Savings = styled.span`
  display: inline-block;
  white-space: nowrap;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 800;
  border-radius: ${({ theme }) => theme.radii.full};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
`

/** Annual cost of a local team against an India team, per service, with the saving (docs/product.md, Figures that are constants). */
export function CostComparisonSection({ section }: { section: SectionOf<'costComparisonSection'> }) {
  return (
    <Section {...sectionFrame(section)}>
      <Table>
        {section.heading && <caption className="visually-hidden">{section.heading}</caption>}
        <thead>
          <tr>
            <td />
            <th scope="col">{section.localLabel}</th>
            <th scope="col">{section.indiaLabel}</th>
            <th scope="col">{section.savingsLabel}</th>
          </tr>
        </thead>
        <tbody>
          {(section.items ?? []).map((item) => (
            <tr key={item._id}>
              <th scope="row">
                <span className="service">
                  {item.icon && <Icon name={item.icon} size={22} aria-hidden="true" />}
                  {item.title}
                </span>
                {item.description && (
                  <span className="description">
                    <KeepTogether text={item.description} />
                  </span>
                )}
              </th>
              <td data-label={section.localLabel ?? undefined}>
                <span className="cost local">{item.localCost}</span>
              </td>
              <td data-label={section.indiaLabel ?? undefined}>
                <span className="cost india">{item.indiaCost}</span>
              </td>
              <td data-label={section.savingsLabel ?? undefined}>
                <span>
                  <Savings>{item.savings}</Savings>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <LinkRow links={section.links} />
    </Section>
  )
}

export default CostComparisonSection
