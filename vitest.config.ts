// Unit tests run in Node; component tests (*.test.tsx) in jsdom. End-to-end tests are Playwright's (tests/e2e).
import { defineConfig } from 'vitest/config'
import { reactPlugins } from './vite.plugins.ts'

export default defineConfig({
  plugins: reactPlugins(),
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
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
