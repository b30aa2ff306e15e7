// The Node test files share their worker's modules (vitest.config.ts, tests/setup/isolated-files.ts): a file that
// mocks a module, stubs a global or the environment, resets the registry or changes directory must run isolated, or
// the next file in its worker runs against what it left.
import { readdirSync, readFileSync } from 'node:fs'
import { join, matchesGlob } from 'node:path'
import { expect, test } from 'vitest'
import { ISOLATED_FILES, PROCESS_CHANGES } from '../setup/isolated-files.ts'

const repo = join(import.meta.dirname, '../..')
const nodeTestFiles = readdirSync(join(repo, 'tests'), { recursive: true, encoding: 'utf8' })
  .map((path) => `tests/${path}`)
  .filter((path) => path.endsWith('.test.ts') && !path.startsWith('tests/e2e/'))
const isIsolated = (path: string) => ISOLATED_FILES.some((glob) => matchesGlob(path, glob))

test('every Node test file that changes its process runs isolated', () => {
  const changing = nodeTestFiles.filter((path) =>
    PROCESS_CHANGES.test(readFileSync(join(repo, path), 'utf8')),
  )
  expect(changing.length).toBeGreaterThan(0)
  expect(changing.filter((path) => !isIsolated(path))).toEqual([])
})

test('every isolated file named exists', () => {
  expect(ISOLATED_FILES.filter((glob) => !nodeTestFiles.some((path) => matchesGlob(path, glob)))).toEqual([])
})
