// Moving around the Studio as a marketer does: by its menus, without loading it again.
import type { Page } from '@playwright/test'
import { studioURL } from './playwright.config.ts'

/**
 * Shows the Studio's first list of content. In the Studio already, the menu bar's "Content" leads back to it, as a
 * marketer goes back; loading the Studio again took some 7 s of the browser's CPU each time.
 */
export async function openContent(page: Page): Promise<void> {
  if (page.url().startsWith(studioURL))
    await page.getByRole('link', { name: 'Content', exact: true }).first().click()
  else await page.goto('/')
}
