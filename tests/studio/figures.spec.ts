// One figure, one place, as a marketer meets it: changing a Stat in the Studio changes every sentence that cites it
// (headings, texts, lists, FAQ answers, card texts, the footer) in the served HTML, without scripts; and a figure is
// inserted into a heading from the Studio's own editor, by choosing the Stat.
import { expect, test, type Page } from '@playwright/test'
import { siteURL } from './playwright.config.ts'
import { expectPublishedSince } from './lake.ts'

const served = async (path: string) => (await fetch(new URL(path, siteURL))).text()

/** The text of the served HTML, tags removed, so a sentence split by a figure's markup still reads whole. */
const words = async (path: string) =>
  (await served(path))
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

const SENTENCES: [string, string][] = [
  ['/', '{} successful SAP and Dynamics 365 implementations, delivered by senior consultants'],
  ['/sap-implementation', 'Based on SAP Activate, refined over {} implementations.'],
  ['/dynamics-365-finance-operations', 'Our consultants have delivered {} ERP implementations.'],
]

async function openStat(page: Page, name: RegExp) {
  await page.goto('/')
  await page.getByRole('link', { name: 'Stats', exact: true }).click()
  await page.getByRole('link', { name }).first().click()
}

async function setFigure(page: Page, value: string) {
  await page.getByLabel('Figure', { exact: true }).fill(value)
  const publish = page.getByTestId('action-publish')
  await expect(publish).toBeEnabled()
  await publish.click()
  // Published once the button has nothing left to publish (a toast of an earlier publish may still be showing).
  await expect(publish).toBeDisabled()
}

test('a changed Stat reads the same in every sentence that cites it', async ({ page }) => {
  for (const [path, sentence] of SENTENCES)
    expect(await words(path)).toContain(sentence.replace('{}', '150+'))

  await openStat(page, /150\+ Successful implementations/)
  await setFigure(page, '175+')
  try {
    for (const [path, sentence] of SENTENCES)
      await expect.poll(() => words(path), { timeout: 10_000 }).toContain(sentence.replace('{}', '175+'))
    for (const [path] of SENTENCES) expect(await words(path)).not.toMatch(/(?<![\d.])150\+/)
  } finally {
    // The seed's figure again, served, for the specs after this one.
    await setFigure(page, '150+')
    await expect.poll(() => words('/'), { timeout: 10_000 }).toContain(SENTENCES[0]![1].replace('{}', '150+'))
  }
})

// The savings figure is cited in headings, card titles, a check list, an FAQ answer, a service's card text and the
// footer: each reads the new figure once the Stat is published.
const SAVINGS: [string, string][] = [
  ['/', 'Expert ERP Solutions That Cut Your IT Costs by {}'],
  ['/', 'Save {}'],
  ['/', 'Save 40%+ against large India-based firms and {} against local partners'],
  ['/', 'Most clients save {} compared with an equivalent local team'],
  ['/', 'software testing from India, at {} lower cost.'],
  ['/services', 'Concur implementations by certified consultants, at {} lower cost.'],
  ['/cost-analysis', 'See How Much You Can Save: {} on IT Costs'],
]

test('the savings Stat changes in headings, lists, answers, card texts and the footer at once', async ({
  page,
}) => {
  for (const [path, sentence] of SAVINGS)
    expect(await words(path)).toContain(sentence.replace('{}', '60-70%'))
  await openStat(page, /60-70% Savings on IT costs/)
  await setFigure(page, '55-65%')
  try {
    for (const [path, sentence] of SAVINGS)
      await expect.poll(() => words(path), { timeout: 10_000 }).toContain(sentence.replace('{}', '55-65%'))
  } finally {
    await setFigure(page, '60-70%')
    await expect.poll(() => words('/'), { timeout: 10_000 }).toContain(SAVINGS[0]![1].replace('{}', '60-70%'))
  }
})

test('a figure is inserted into a heading by choosing its Stat, and shows its value on the page', async ({
  page,
}) => {
  const since = new Date().toISOString()
  await page.goto('/intent/edit/id=page-contact;type=page')
  await page.getByRole('button', { name: /^Hero/ }).first().click()
  const hero = page.getByRole('dialog', { name: 'Sections / Hero' })
  // The field's test id is its path in the document: sections[_key=="hero"].heading.
  const field = hero.locator('[data-testid$=".heading"]').first()
  const heading = field.getByRole('textbox')
  await heading.click()
  await page.keyboard.press('End')
  await page.keyboard.type(', trusted for ')
  await field.getByRole('button', { name: 'Insert Figure (inline)' }).click()
  // The Studio asks which Stat the figure shows, in a popover beside it.
  await page.getByRole('combobox', { name: 'Stat' }).fill('Enterprise support')
  await page
    .getByRole('option', { name: /24\/7 Enterprise support/ })
    .first()
    .click()
  await page.keyboard.press('Escape')
  await expect(heading).toContainText('24/7')
  await hero.getByRole('button', { name: 'Close dialog' }).click()

  const publish = page.getByTestId('action-publish')
  await expect(publish).toBeEnabled()
  await publish.click()
  await expectPublishedSince(since)
  await expect.poll(() => words('/contact'), { timeout: 10_000 }).toContain(', trusted for 24/7')
})
