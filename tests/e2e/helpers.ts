import { expect, type Page } from '@playwright/test'

/** Collects console errors and page errors, so a test can assert a page logged none. */
export function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/** Waits until React has finished hydrating the prerendered page. */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() =>
      // Set by the app once hydration has committed (web/src/app/start.tsx): hydration is time-sliced.
      page.evaluate(() => document.documentElement.dataset.hydrated),
    )
    .toBe('true')
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024

/** The content lake's editor token on the end-to-end server (playwright.config.ts sets it; test-only). */
export const E2E_LAKE_TOKEN = 'e2e-local-editor-token'
