// A marketer finds the German pages and texts, and what has no German version yet, under Translations
// (studio/structure.ts, docs/languages.md).
import { expect, test } from '@playwright/test'
import { lakeMutate } from './lake.ts'

// The seed has every document of the translated types in German: an English FAQ item with none is published here.
const QUESTION = 'Can you support our SAP landscape during a merger?'
const englishOnly = {
  _id: 'faq-translations-check',
  _type: 'faqItem',
  language: 'en',
  question: QUESTION,
  answer: [
    {
      _type: 'block',
      _key: 'a1',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: 'a1s', text: 'Yes: carve-outs and mergers alike.', marks: [] }],
    },
  ],
  order: 99,
}

test.beforeAll(() => lakeMutate([{ createOrReplace: englishOnly }]))
test.afterAll(() => lakeMutate([{ delete: { id: englishOnly._id } }]))

test('Translations lists the German pages and texts, and the English documents with no German version yet', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Translations' }).click()
  await page.getByRole('link', { name: 'German pages and texts' }).click()
  const german = page.getByRole('listbox', { name: 'German pages and texts' })
  // The list shows only the rows in view (81 documents): each is looked for through the list's own search.
  const search = page.getByRole('combobox', { name: 'Search list' })
  for (const [term, name] of [
    ['Startseite', 'Startseite /de'],
    ['Kontakt', 'Kontakt /de/kontakt'],
    ['Testautomatisierung', /^So berechnen Sie den ROI der Testautomatisierung/],
  ] as const) {
    await search.fill(term)
    await expect(german.getByRole('link', { name })).toBeVisible({ timeout: 60_000 })
  }

  await page.getByRole('link', { name: 'Missing in German' }).click()
  const missing = page.getByRole('listbox', { name: 'Missing in German' })
  await expect(
    missing.getByRole('link', { name: new RegExp(`^${QUESTION.replace(/\?/g, '\\?')}`) }),
  ).toBeVisible({
    timeout: 60_000,
  })
  // Translated already: the pages, an article, the site settings.
  await expect(missing.getByRole('link', { name: 'Home /' })).toHaveCount(0)
  await expect(missing.getByRole('link', { name: 'Testimonials /testimonials' })).toHaveCount(0)
  await expect(
    missing.getByRole('link', { name: /^Keeping the Core Clean: Extending SAP With BTP/ }),
  ).toHaveCount(0)
  await expect(missing.getByRole('link', { name: /^Site settings/ })).toHaveCount(0)
})
