// A hyphenated figure or word never breaks at its hyphen, nor a name from its number, and in preview the invisible payload visual editing appends
// to a CMS string stays whole, so the overlay can still tell which field the text comes from.
import { render } from '@testing-library/react'
import { vercelStegaCombine, vercelStegaDecode } from '@vercel/stega'
import { expect, test } from 'vitest'
import { KeepTogether } from '../../web/src/components/KeepTogether.tsx'

test('each hyphenated word, with a word before it when it is a figure, is kept in one unbreakable span, the text unchanged', () => {
  const { container } = render(
    <h3>
      <KeepTogether text="Save 60-70% with Pre-Vetted teams" />
    </h3>,
  )
  expect([...container.querySelectorAll('.nobreak')].map((span) => span.textContent)).toEqual([
    'Save 60-70%',
    'Pre-Vetted',
  ])
  expect(container.textContent).toBe('Save 60-70% with Pre-Vetted teams')
})

test('a number stays on the line of the word before it: no "Dynamics / 365"', () => {
  const { container } = render(
    <h3>
      <KeepTogether text="Getting More From Dynamics 365 With Power Platform in 2025" />
    </h3>,
  )
  expect([...container.querySelectorAll('.nobreak')].map((span) => span.textContent)).toEqual([
    'Dynamics 365',
    'in 2025',
  ])
  expect(container.textContent).toBe('Getting More From Dynamics 365 With Power Platform in 2025')
})

test("in preview, the string's visual-editing payload stays whole and decodes to its field", () => {
  const source = { origin: 'sanity.io', href: '/studio/intent/edit/id=stat-savings;path=value' }
  const { container } = render(
    <h3>
      <KeepTogether text={vercelStegaCombine('Costs by 60-70%', source)} />
    </h3>,
  )
  const nodes = [...container.querySelector('h3')!.childNodes].map((node) => node.textContent ?? '')
  const withPayload = nodes.filter((text) => vercelStegaDecode(text) !== undefined)
  expect(withPayload).toHaveLength(1)
  expect(vercelStegaDecode(withPayload[0]!)).toEqual(source)
  expect(container.querySelector('.nobreak')!.textContent).toBe('by 60-70%')
})
