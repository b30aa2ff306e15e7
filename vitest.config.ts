// Unit tests run in Node; component tests (*.test.tsx) in jsdom. End-to-end tests are Playwright's (tests/e2e).
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { reactPlugins } from './vite.plugins.ts'
import { ISOLATED_FILES } from './tests/setup/isolated-files.ts'

// The deployment rehearsals serve one hosted build between them (tests/hosted/hosted-build-setup.ts).
const DEPLOY_REHEARSALS = ['tests/hosted/netlify.test.ts', 'tests/hosted/vercel.test.ts']

const modulePath = (path: string) => fileURLToPath(new URL(`node_modules/${path}`, import.meta.url))

export default defineConfig({
  plugins: reactPlugins(),
  resolve: {
    // @sanity/client's Node build fetches through the `undici` package, which MSW cannot see; its universal build
    // uses the global fetch that MSW intercepts, so tests can answer the content lake's API with MSW.
    alias: [
      { find: /^@sanity\/client$/, replacement: modulePath('@sanity/client/dist/index.js') },
      { find: /^get-it$/, replacement: modulePath('get-it/dist/index.js') },
    ],
  },
  test: {
    // Inlined so the alias above reaches the client's own import of get-it.
    server: { deps: { inline: ['@sanity/client'] } },
    // Two test files at a time on two cores: Vitest's default (cores - 1) runs them one by one here, and many wait on
    // I/O, timers or worker threads (the whole run took 6 minutes, 4.8 with two). Three gained nothing: 456 s wall
    // against 464 s with two, and 5% more CPU (the whole run, back to back on the same loaded machine).
    maxWorkers: 2,
    // A poll waits for an event that does come; on a loaded machine (CI beside other work) it can take seconds, and
    // the default second made such tests fail there. A test that must be quick says so with its own limit.
    expect: { poll: { timeout: 10_000 } },
    // The run's temporary files in one folder, removed at its end.
    globalSetup: ['tests/setup/temp-dir.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', ...DEPLOY_REHEARSALS, ...ISOLATED_FILES],
          // Files share their worker's modules (tests/setup/isolated-files.ts says which may not).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: ISOLATED_FILES,
          exclude: DEPLOY_REHEARSALS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'deploy',
          environment: 'node',
          include: DEPLOY_REHEARSALS,
          // One hosted build for both files, made before them (only when one of them runs).
          // The run's temporary folder first: this project's setup runs before the root's, and the build goes in it.
          globalSetup: ['tests/setup/temp-dir.ts', 'tests/hosted/hosted-build-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**'],
          setupFiles: ['tests/setup/component.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
})
