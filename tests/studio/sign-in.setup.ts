// Signs the test browser in as an editor would: opens the link the Studio server printed (it keeps the newest in
// the data folder), and keeps the session cookie for every test (playwright.config.ts: storageState).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { dataDir } from '#shared/paths.ts'
import { expect, test } from '@playwright/test'
import { DATA_DIR, SIGNED_IN_STATE } from './playwright.config.ts'

test('sign in with the link npm run studio printed', async ({ page }) => {
  const link = (
    await readFile(join(dataDir({ CONTENT_LAKE_DATA_DIR: DATA_DIR }), 'studio-sign-in-link'), 'utf8')
  ).trim()
  await page.goto(link)
  await expect(page).toHaveURL(/\/$|\/structure/)
  await page.context().storageState({ path: SIGNED_IN_STATE })
})
