// The savings calculator on /cost-analysis, from the seed through the page query: the served HTML is the spec's
// fixed example; once hydrated, the visitor's team size and cost per person drive the figures.
import { readFileSync } from 'node:fs'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { QueryClient } from '@tanstack/react-query'
import { evaluate, parse } from 'groq-js'
import { describe, expect, test } from 'vitest'
import { Providers, RoutedProviders } from '../../web/src/app/Providers.tsx'
import { pageByPathQuery } from '../../web/src/queries/page.ts'
import { siteSettingsQuery } from '../../web/src/queries/settings.ts'
import { sanityQueryKey } from '../../web/src/data/query.ts'
import type { SectionOf } from '../../web/src/features/sections/types.ts'
import { SavingsCalculatorSection } from '../../web/src/features/sections/savingsCalculatorSection/SavingsCalculatorSection.tsx'
import {
  computeSavings,
  formatMoney,
  parseInput,
} from '../../web/src/features/sections/savingsCalculatorSection/savings.ts'

const seed = readFileSync(
  new URL('../../content/production.ndjson', `file://${import.meta.filename}`),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string })
const page = await (
  await evaluate(parse(pageByPathQuery), { dataset: seed, params: { path: '/cost-analysis' } })
).get()
const section = page.sections.find(
  (candidate: { _type: string }) => candidate._type === 'savingsCalculatorSection',
) as SectionOf<'savingsCalculatorSection'>

const settings = await (await evaluate(parse(siteSettingsQuery), { dataset: seed })).get()

function wrap(element: ReactElement) {
  // The booking link reads the Site Settings, given here as the page would have them.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(sanityQueryKey(siteSettingsQuery), settings)
  const loadSanityClient = () => Promise.reject(new Error('Section tests must not query the content lake'))
  return (
    <Providers queryClient={queryClient} loadSanityClient={loadSanityClient}>
      <MemoryRouter>
        <RoutedProviders>{element}</RoutedProviders>
      </MemoryRouter>
    </Providers>
  )
}

/** The example's lines as term and figure, in order. */
function lines(container: HTMLElement) {
  return [...container.querySelectorAll('dl > div')].map((line) => [
    line.querySelector('dt')!.textContent,
    line.querySelector('dd')!.textContent,
  ])
}

const specFigures = [
  ['Local implementation partner', '$500K'],
  ['Our India team', '$150K'],
  ['You save', '$350K'],
]

describe('the served HTML (no scripts)', () => {
  test("shows the spec's fixed example: $500K local, $150K India, $350K saved", () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(wrap(<SavingsCalculatorSection section={section} />))
    expect(lines(host)).toEqual(specFigures)
  })

  test('has no input that would do nothing before the scripts run', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(wrap(<SavingsCalculatorSection section={section} />))
    expect(host.querySelectorAll('input')).toHaveLength(0)
  })
})

describe('once hydrated', () => {
  async function renderCalculator() {
    const view = render(wrap(<SavingsCalculatorSection section={section} />))
    const teamSize = await screen.findByRole('spinbutton', { name: 'Team size (people)' })
    const cost = screen.getByRole('spinbutton', { name: 'Average local cost per person a year (USD)' })
    return { view, teamSize, cost }
  }

  test("the defaults reproduce the spec's figures exactly", async () => {
    const { view, teamSize, cost } = await renderCalculator()
    expect(teamSize).toHaveValue(5)
    expect(cost).toHaveValue(100000)
    expect(lines(view.container)).toEqual(specFigures)
  })

  test('a new cost per person changes every figure', async () => {
    const { view, cost } = await renderCalculator()
    await userEvent.clear(cost)
    await userEvent.type(cost, '240000')
    expect(lines(view.container)).toEqual([
      ['Local implementation partner', '$1.2M'],
      ['Our India team', '$360K'],
      ['You save', '$840K'],
    ])
  })

  test('a new team size changes the saving', async () => {
    const { view, teamSize } = await renderCalculator()
    await userEvent.clear(teamSize)
    await userEvent.type(teamSize, '12')
    expect(lines(view.container).at(-1)).toEqual(['You save', '$840K'])
  })

  test('the saving is announced as it changes', async () => {
    const { view } = await renderCalculator()
    const result = view.container.querySelector('.result')!
    expect(result).toHaveAttribute('aria-live', 'polite')
    expect(within(result as HTMLElement).getByText('$350K')).toBeInTheDocument()
  })

  for (const [what, typed] of [
    ['empty', ''],
    ['negative', '-5'],
    ['huge', '99999999999'],
  ] as const) {
    test(`a ${what} team size shows its message and a dash, never NaN`, async () => {
      const { view, teamSize } = await renderCalculator()
      await userEvent.clear(teamSize)
      if (typed) await userEvent.type(teamSize, typed)
      expect(teamSize).toHaveAccessibleDescription('Enter a team size from 1 to 500.')
      expect(teamSize).toHaveAttribute('aria-invalid', 'true')
      expect(lines(view.container)).toEqual([
        ['Local implementation partner', '—'],
        ['Our India team', '—'],
        ['You save', '—'],
      ])
      expect(view.container.textContent).not.toContain('NaN')
    })
  }

  test('an invalid cost per person shows its own message', async () => {
    const { cost } = await renderCalculator()
    await userEvent.clear(cost)
    await userEvent.type(cost, '-1')
    expect(cost).toHaveAccessibleDescription('Enter a cost from $10,000 to $1,000,000.')
  })
})

describe('the arithmetic and the money format', () => {
  test('team size × cost per person, the India share of it, and the difference', () => {
    expect(computeSavings(5, 100_000, 30)).toEqual({ local: 500_000, india: 150_000, saved: 350_000 })
  })

  test('money reads as the example writes it', () => {
    expect(
      [950, 1_000, 150_000, 999_999, 1_200_000, 1_250_000, 35_000_000].map((amount) =>
        formatMoney(amount, '$'),
      ),
    ).toEqual(['$950', '$1K', '$150K', '$1M', '$1.2M', '$1.3M', '$35M'])
  })

  test('text that is not a number in range is no number', () => {
    const range = { min: 1, max: 500 }
    expect(['', ' ', 'abc', '-5', '0', '501', 'Infinity'].map((text) => parseInput(text, range))).toEqual(
      Array(7).fill(null),
    )
    expect(parseInput('12', range)).toBe(12)
  })
})
