// A marketer finds the German pages and texts, and what has no German version yet, under Translations
// (studio/structure.ts, docs/languages.md).
import { expect, test } from '@playwright/test'

test('Translations lists the German pages and texts, and the English documents with no German version yet', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Translations' }).click()
  await page.getByRole('link', { name: 'German pages and texts' }).click()
  const german = page.getByRole('listbox', { name: 'German pages and texts' })
  await expect(german.getByRole('link', { name: 'Startseite /de' })).toBeVisible({ timeout: 60_000 })
  await expect(german.getByRole('link', { name: 'Kontakt /de/kontakt' })).toBeVisible()
  await expect(
    german.getByRole('link', { name: /^So berechnen Sie den ROI der Testautomatisierung/ }),
  ).toBeVisible()

  await page.getByRole('link', { name: 'Missing in German' }).click()
  const missing = page.getByRole('listbox', { name: 'Missing in German' })
  // The seed translates every page and three of its articles: this article is still to do.
  await expect(
    missing.getByRole('link', { name: /^Keeping the Core Clean: Extending SAP With BTP/ }),
  ).toBeVisible({
    timeout: 60_000,
  })
  // Translated already: the pages, the site settings.
  await expect(missing.getByRole('link', { name: 'Home /' })).toHaveCount(0)
  await expect(missing.getByRole('link', { name: 'Testimonials /testimonials' })).toHaveCount(0)
  await expect(missing.getByRole('link', { name: /^Site settings/ })).toHaveCount(0)
})
