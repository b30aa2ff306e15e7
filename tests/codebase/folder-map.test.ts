// The README's folder map is the way into the code (README, "Folder map"): every top-level folder has its row, every
// folder of the site's source is named in the `web/` row, and no row names a folder that is gone.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { rootDir } from '#shared/paths.ts'

const files = execFileSync('git', ['ls-files'], { cwd: rootDir, encoding: 'utf8' }).trim().split('\n')
const foldersOf = (prefix: string) =>
  [
    ...new Set(
      files
        .filter((path) => path.startsWith(prefix))
        .map((path) => path.slice(prefix.length).split('/'))
        .filter((parts) => parts.length > 1 && !parts[0]!.startsWith('.'))
        .map((parts) => parts[0]!),
    ),
  ].sort()

const readme = readFileSync(join(rootDir, 'README.md'), 'utf8')
const rows = new Map(
  [...readme.matchAll(/^\| `([^`/]+)\/` \| (.*) \|$/gm)].map((match) => [match[1]!, match[2]!] as const),
)

test('every top-level folder has a row in the folder map, and every row a folder', () => {
  expect([...rows.keys()].sort()).toEqual(foldersOf(''))
})

test('the web/ row names every folder of web/src', () => {
  const webRow = rows.get('web') ?? ''
  expect(foldersOf('web/src/').filter((folder) => !webRow.includes(`\`src/${folder}\``))).toEqual([])
})
