// End-to-end tests against the built site served by the real local server, in Debian's chromium.
import { defineConfig, devices } from '@playwright/test'
import { E2E_LAKE_TOKEN } from './tests/e2e/helpers.ts'

const PORT = Number(process.env.E2E_PORT ?? 4173)
export const baseURL = `http://127.0.0.1:${PORT}`
// Specs that change a Site Setting every page reads (the analytics provider, where visitors book).
const ANALYTICS_SPEC = /(analytics|booking)\.spec\.ts$/

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Not the default test-results/: Playwright empties its output folder first, and the Studio's run beside this one
  // keeps its files in test-results/studio.
  outputDir: 'test-results/site',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // A trace records a screencast of every frame: recording each test's took a fifth of the site's test CPU and two
  // fifths of the Studio's (docs/testing.md, "Traces on a retry only"). CI retries a failed test once, with a trace.
  use: { baseURL, trace: 'on-first-retry', launchOptions },
  projects: [
    {
      name: 'desktop',
      testIgnore: ANALYTICS_SPEC,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    { name: 'phone', testIgnore: ANALYTICS_SPEC, use: { ...devices['Pixel 7'], launchOptions } },
    // Choosing an analytics provider changes every page (its CSP, a consent banner, its script), and so does
    // showing the booking calendar on the site (the CSP, every booking button): those specs run alone, one worker,
    // after the others (`--project analytics --no-deps` runs them by themselves).
    {
      name: 'analytics',
      testMatch: ANALYTICS_SPEC,
      dependencies: ['desktop', 'phone'],
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
  ],
  webServer: {
    // A fresh content lake for every run, so tests that publish edits start from the seed.
    command: `node scripts/e2e-server.ts`,
    url: `${baseURL}/content-lake/v2025-02-19/data/query/production?query=count(*)`,
    env: {
      PORT: String(PORT),
      CONTENT_LAKE_DATA_DIR: '.data/e2e',
      // Its own copy of the build: the Studio's tests run beside these with theirs.
      SITE_DIST_DIR: '.data/e2e-site',
      CONTENT_LAKE_TOKEN: E2E_LAKE_TOKEN,
      CONTACT_RATE_LIMIT: '1000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
