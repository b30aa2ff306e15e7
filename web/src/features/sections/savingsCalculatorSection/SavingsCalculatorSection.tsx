import { startTransition, useEffect, useId, useState } from 'react'
import styled from 'styled-components'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { LinkRow } from '../shared/LinkRow.tsx'
import type { SectionOf } from '../types.ts'
import { computeSavings, formatMoney, parseInput } from './savings.ts'

type Section = SectionOf<'savingsCalculatorSection'>
type Inputs = NonNullable<Section['inputs']>
type InputSettings = NonNullable<Inputs['teamSize']>

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
    /* Label and figure on one baseline: at the top, the small label stood above the large figure beside it. */
    align-items: baseline;
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
  .inputs {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
    gap: ${({ theme }) => theme.space[4]};
    margin-bottom: ${({ theme }) => theme.space[6]};
  }
  /* Label, field and message share rows across the fields, so the fields line up when one label wraps. */
  .inputs > div {
    display: grid;
    grid-row: span 3;
    grid-template-rows: subgrid;
    row-gap: ${({ theme }) => theme.space[2]};
  }
  .inputs label {
    align-self: end;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .inputs input {
    box-sizing: border-box;
    width: 100%;
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .inputs input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  .inputs .message {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.danger};
  }
  .note {
    margin: ${({ theme }) => theme.space[4]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

/** One number field, with its message shown (and announced through aria-describedby) while it is invalid. */
function NumberField({
  settings,
  text,
  onChange,
}: {
  settings: InputSettings
  text: string
  onChange: (text: string) => void
}) {
  const id = useId()
  const invalid = parseInput(text, { min: settings.min ?? 0, max: settings.max ?? Infinity }) === null
  return (
    <div>
      <label htmlFor={id}>{settings.label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={settings.min ?? undefined}
        max={settings.max ?? undefined}
        step={settings.step ?? undefined}
        value={text}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-message` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid && (
        <p className="message" id={`${id}-message`}>
          {settings.message}
        </p>
      )}
    </div>
  )
}

/** The calculator's settings when every one the arithmetic needs is there; otherwise the example stays fixed. */
function usableInputs(inputs: Section['inputs']) {
  const { teamSize, costPerPerson, indiaCostPercent, currency } = inputs ?? {}
  if (teamSize?.default == null || costPerPerson?.default == null || indiaCostPercent == null) return null
  return { teamSize, costPerPerson, indiaCostPercent, currency: currency ?? '' }
}

/**
 * A savings example: local cost, India cost, the saving, and a consultation link. The served HTML is the example
 * as typed (nothing to type without scripts); once hydrated, with inputs set, the visitor's team size and cost per
 * person drive the lines marked as computed and the result, which is announced as it changes.
 */
export function SavingsCalculatorSection({ section }: { section: Section }) {
  const inputs = usableInputs(section.inputs)
  // The fields appear only once React runs them: a field that did nothing before hydration would mislead.
  const [interactive, setInteractive] = useState(false)
  useEffect(() => startTransition(() => setInteractive(true)), [])
  const [teamSizeText, setTeamSizeText] = useState(String(inputs?.teamSize.default ?? ''))
  const [costText, setCostText] = useState(String(inputs?.costPerPerson.default ?? ''))

  const live = interactive && inputs !== null
  let savings: ReturnType<typeof computeSavings> | null = null
  if (live) {
    const teamSize = parseInput(teamSizeText, rangeOf(inputs.teamSize))
    const cost = parseInput(costText, rangeOf(inputs.costPerPerson))
    savings =
      teamSize === null || cost === null ? null : computeSavings(teamSize, cost, inputs.indiaCostPercent)
  }
  // An invalid field leaves a dash, never NaN or a stale figure beside its message.
  const shown = (amount: number | undefined, typed: string | null | undefined) =>
    !live ? typed : amount === undefined ? '—' : formatMoney(amount, inputs.currency)

  return (
    <Section {...sectionFrame(section)}>
      <Panel>
        {live && (
          <div className="inputs">
            <NumberField settings={inputs.teamSize} text={teamSizeText} onChange={setTeamSizeText} />
            <NumberField settings={inputs.costPerPerson} text={costText} onChange={setCostText} />
          </div>
        )}
        <dl>
          {(section.rows ?? []).map((row) => (
            <div key={row._key}>
              <dt>{row.label}</dt>
              <dd>
                {row.computes === 'local' || row.computes === 'india'
                  ? shown(savings?.[row.computes], row.value)
                  : row.value}
              </dd>
            </div>
          ))}
          {section.result && (
            <div className="result" aria-live="polite" aria-atomic="true">
              <dt>{section.result.label}</dt>
              <dd>{shown(savings?.saved, section.result.value)}</dd>
            </div>
          )}
        </dl>
        {section.note && <p className="note">{section.note}</p>}
        <LinkRow links={section.links} />
      </Panel>
    </Section>
  )
}

const rangeOf = (settings: InputSettings) => ({ min: settings.min ?? 0, max: settings.max ?? Infinity })

export default SavingsCalculatorSection
