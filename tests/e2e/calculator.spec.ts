// The savings calculator on /cost-analysis: without scripts the spec's fixed example ("$500K local, $150K India,
// $350K saved"); with them, fields whose defaults give the same figures and a saving that follows what is typed.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './helpers.ts'

const panel = (page: Page) => page.getByRole('region', { name: 'Savings Calculator' })

/** The example's lines as "term figure", in order. */
const lines = (page: Page) =>
  panel(page)
    .locator('dl > div')
    .evaluateAll((divs) =>
      divs.map((div) => `${div.querySelector('dt')!.textContent} ${div.querySelector('dd')!.textContent}`),
    )

const specFigures = ['Local implementation partner $500K', 'Our India team $150K', 'You save $350K']

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the panel shows the spec's fixed figures and no field", async ({ page }) => {
    await page.goto('/cost-analysis')
    expect(await lines(page)).toEqual(specFigures)
    await expect(panel(page).getByRole('spinbutton')).toHaveCount(0)
  })
})

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/cost-analysis')
    await waitForHydration(page)
  })

  test("the fields' defaults give the spec's figures", async ({ page }) => {
    await expect(panel(page).getByLabel('Team size (people)')).toHaveValue('5')
    await expect(panel(page).getByLabel('Average local cost per person a year (USD)')).toHaveValue('100000')
    expect(await lines(page)).toEqual(specFigures)
  })

  test('typing a new local cost per person changes the saving', async ({ page }) => {
    await panel(page).getByLabel('Average local cost per person a year (USD)').fill('240000')
    await expect(panel(page).locator('.result dd')).toHaveText('$840K')
    expect(await lines(page)).toEqual([
      'Local implementation partner $1.2M',
      'Our India team $360K',
      'You save $840K',
    ])
  })

  test('an empty team size says what to enter, and the page passes axe', async ({ page }) => {
    const teamSize = panel(page).getByLabel('Team size (people)')
    await teamSize.fill('')
    await expect(teamSize).toHaveAccessibleDescription('Enter a team size from 1 to 500.')
    await expect(panel(page).locator('.result dd')).toHaveText('—')
    const results = await new AxeBuilder({ page })
      .setLegacyMode()
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })
})
