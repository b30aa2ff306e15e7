// The D365 integration picker: one selector, category
// cards that are links to their panel, so a choice works from the HTML alone; once hydrated it is ARIA tabs.
import { readFileSync } from 'node:fs'
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
import IntegrationTabsSection from '../../web/src/features/sections/integrationTabsSection/IntegrationTabsSection.tsx'
import type { SectionOf } from '../../web/src/features/sections/types.ts'

const seed = readFileSync(
  new URL('../../content/production.ndjson', `file://${import.meta.filename}`),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string })
const page = (await (
  await evaluate(parse(pageByPathQuery), {
    dataset: seed,
    params: { path: '/dynamics-365-finance-operations' },
  })
).get()) as { sections: { _type: string }[] }
const section = page.sections.find(
  (item) => item._type === 'integrationTabsSection',
) as SectionOf<'integrationTabsSection'>
// The app's providers read the site settings (every link may need them).
const settings = await (await evaluate(parse(siteSettingsQuery), { dataset: seed })).get()

function renderPicker() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(sanityQueryKey(siteSettingsQuery), settings)
  const loadSanityClient = () => Promise.reject(new Error('Section tests must not query the content lake'))
  return render(
    <Providers queryClient={queryClient} loadSanityClient={loadSanityClient}>
      <MemoryRouter>
        <RoutedProviders>
          <IntegrationTabsSection section={section} />
        </RoutedProviders>
      </MemoryRouter>
    </Providers>,
  )
}

const visiblePanel = () => screen.getByRole('tabpanel')

describe('the integration picker', () => {
  test('each category card is a tab linking to its panel, so a choice works before hydration', () => {
    renderPicker()
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('href')!.slice(1))!
      expect(panel).toHaveAttribute('role', 'tabpanel')
      const heading = within(panel).getByRole('heading', { level: 3, hidden: true })
      expect(tab).toHaveTextContent(heading.textContent!)
    }
  })

  test('one selector: each category is chosen from its tab only, not from a second set of links', () => {
    renderPicker()
    expect(screen.getAllByRole('tab')).toHaveLength(6)
    expect(screen.queryAllByRole('link', { name: /Azure Cloud Services/ })).toEqual([])
  })

  test('the first category is selected at start', () => {
    renderPicker()
    expect(screen.getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true')
    expect(within(visiblePanel()).getByRole('heading')).toHaveTextContent('Microsoft Power Platform')
  })

  test('a tab selects its category, without leaving the page', async () => {
    const user = userEvent.setup()
    renderPicker()
    await user.click(screen.getByRole('tab', { name: /Azure Cloud Services/ }))
    expect(screen.getByRole('tab', { name: /Azure Cloud Services/ })).toHaveAttribute('aria-selected', 'true')
    expect(within(visiblePanel()).getByRole('heading')).toHaveTextContent('Azure Cloud Services')
    await user.click(screen.getByRole('tab', { name: /Banking & Payment Systems/ }))
    expect(screen.getByRole('tab', { name: /Banking & Payment Systems/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(within(visiblePanel()).getByRole('heading')).toHaveTextContent('Banking & Payment Systems')
    expect(window.location.hash).toBe('')
  })

  test('the arrow keys, Home and End move between tabs, selecting and focusing them; only the selected one is tabbable', async () => {
    const user = userEvent.setup()
    renderPicker()
    const tabs = screen.getAllByRole('tab')
    tabs[0]!.focus()
    await user.keyboard('{ArrowRight}')
    expect(tabs[1]).toHaveFocus()
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true')
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([tabs[1]])
    await user.keyboard('{End}')
    expect(tabs.at(-1)).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(tabs[0]).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(tabs.at(-1)).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Home}')
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(within(visiblePanel()).getByRole('heading')).toHaveTextContent('Microsoft Power Platform')
  })
})
