import styled from 'styled-components'
import { Section } from '#web/components/Section.tsx'
import { LinkRow } from '../shared/LinkRow.tsx'
import type { SectionOf } from '../types.ts'

const Panel = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  dl {
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
  }
  dl div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  .result {
    border-bottom: 0;
    background: ${({ theme }) => theme.colors.accentSoft};
    border-radius: ${({ theme }) => theme.radii.md};
    padding-inline: ${({ theme }) => theme.space[4]};
  }
  .result dt {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
  .result dd {
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  .note {
    margin: ${({ theme }) => theme.space[4]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

/** A static savings example (no inputs): local cost, India cost, the saving, and a consultation link. */
export function SavingsCalculatorSection({ section }: { section: SectionOf<'savingsCalculatorSection'> }) {
  return (
    <Section
      id={section.anchorId}
      tone={section.tone}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
    >
      <Panel>
        <dl>
          {(section.rows ?? []).map((row) => (
            <div key={row._key}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
          {section.result && (
            <div className="result">
              <dt>{section.result.label}</dt>
              <dd>{section.result.value}</dd>
            </div>
          )}
        </dl>
        {section.note && <p className="note">{section.note}</p>}
        <LinkRow links={section.links} />
      </Panel>
    </Section>
  )
}

export default SavingsCalculatorSection
