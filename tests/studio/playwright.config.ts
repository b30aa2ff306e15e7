// Sanity Studio end to end (npm run test:studio): the built Studio served by `npm run studio` over HTTP/2 with its
// self-signed certificate, the site beside it, in Debian's chromium. Ports of their own: the site's tests use 4173,
// and 4190 is one of the ports browsers and fetch refuse (ManageSieve), so 4192 and 4193.
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'

export const SITE_PORT = Number(process.env.STUDIO_E2E_SITE_PORT ?? 4192)
export const STUDIO_PORT = Number(process.env.STUDIO_E2E_PORT ?? 4193)
export const siteURL = `http://localhost:${SITE_PORT}`
export const studioURL = `https://localhost:${STUDIO_PORT}`
/** The Studio test server's data folder (its lake, and the sign-in link the server writes there). */
export const DATA_DIR = process.env.STUDIO_E2E_DATA_DIR ?? '.data/studio-e2e'
/** The browser state after opening the sign-in link once (sign-in.setup.ts): every test starts signed in. */
export const SIGNED_IN_STATE = fileURLToPath(
  new URL('../../test-results/studio-signed-in.json', import.meta.url),
)
/** The content lake's editor token on this test server (test-only). */
export const STUDIO_E2E_TOKEN = 'studio-e2e-local-editor-token'

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--ignore-certificate-errors',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: '.',
  projects: [
    { name: 'sign-in', testMatch: 'sign-in.setup.ts' },
    {
      name: 'studio',
      testMatch: '*.spec.ts',
      dependencies: ['sign-in'],
      use: { storageState: SIGNED_IN_STATE },
    },
  ],
  // The tests share one content lake and publish into it: one at a time.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 20_000 },
  outputDir: '../../test-results/studio',
  use: {
    baseURL: studioURL,
    ignoreHTTPSErrors: true,
    viewport: { width: 1440, height: 900 },
    // Recorded on CI's retry of a failed test only: recording every test's costs CPU (docs/testing.md).
    trace: 'on-first-retry',
    launchOptions,
  },
  webServer: {
    command: 'node tests/studio/serve.ts',
    cwd: '../..',
    url: `${studioURL}/`,
    ignoreHTTPSErrors: true,
    env: {
      PORT: String(SITE_PORT),
      STUDIO_PORT: String(STUDIO_PORT),
      // Its own lake: a second run beside this one (other ports) needs another folder too.
      CONTENT_LAKE_DATA_DIR: DATA_DIR,
      // Its own copy of the build, beside its lake: the site's tests run beside these with theirs.
      SITE_DIST_DIR: `${DATA_DIR}-site`,
      CONTENT_LAKE_TOKEN: STUDIO_E2E_TOKEN,
    },
    reuseExistingServer: false,
    // A first run builds the Studio (and the site, if it was never built).
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
