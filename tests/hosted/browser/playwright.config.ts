// The site's core end-to-end checks against the hosted deployment, rehearsed offline (`npm run test:hosted`,
// docs/hosted-rehearsal.md): serve.ts builds the site for a stand-in of hosted Sanity and serves it as Vercel would;
// hosted.spec.ts loads it in Debian's chromium.
import { defineConfig, devices } from '@playwright/test'
import { HOSTED_E2E_CONTROL_PORT, HOSTED_E2E_PORT } from './settings.ts'

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // One stand-in project that the tests publish to and count leads in: one at a time.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: '../../../test-results/hosted',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${HOSTED_E2E_PORT}`,
    // Recorded on CI's retry of a failed test only: recording every test's costs CPU (docs/testing.md).
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions,
  },
  webServer: {
    command: 'node tests/hosted/browser/serve.ts',
    cwd: '../../..',
    // Ready once the control port answers: the build is done and the site listens.
    url: `http://127.0.0.1:${HOSTED_E2E_CONTROL_PORT}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
