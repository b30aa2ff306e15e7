// The top-level folders import one another in one direction only (docs/architecture.md, "Boundaries"): ESLint's
// no-cycle rule sees cycles between files, this sees them between folders, where two files that never import each
// other can still tie two folders together (functions/ importing server/ while server/ mounts functions/).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { expect, test } from 'vitest'
import { rootDir } from '#shared/paths.ts'

const ALIASES: Record<string, string> = {
  '#web/': 'web/src/',
  '#validation/': 'validation/',
  '#shared/': 'shared/',
  '#schemas/': 'schemas/',
}

const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: rootDir, encoding: 'utf8' })
  .trim()
  .split('\n')
  // The fixtures break the rules on purpose (boundaries.test.ts).
  .filter((file) => !file.startsWith('tests/codebase/fixtures/'))

const folderOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : '.')

/** The top-level folder of every file a source imports (type imports too: they tie the folders as tightly). */
function importedFolders(file: string): string[] {
  const code = readFileSync(join(rootDir, file), 'utf8')
  const specifiers = [...code.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!)
  return specifiers.flatMap((specifier) => {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix))
    if (alias) return [folderOf(ALIASES[alias]! + specifier.slice(alias.length))]
    if (!specifier.startsWith('.')) return []
    const target = relative(rootDir, join(rootDir, dirname(file), specifier))
    return target.startsWith('..') ? [] : [folderOf(target)]
  })
}

const edges = new Map<string, Set<string>>()
for (const file of sources) {
  const from = folderOf(file)
  for (const to of importedFolders(file))
    if (to !== from && to !== '.' && from !== '.') edges.set(from, (edges.get(from) ?? new Set()).add(to))
}

/** Every pair of folders that reach each other, as "a → … → b → … → a". */
function cycles(): string[] {
  const reach = (start: string): Map<string, string[]> => {
    const paths = new Map<string, string[]>([[start, [start]]])
    const queue = [start]
    while (queue.length) {
      const folder = queue.shift()!
      for (const next of edges.get(folder) ?? [])
        if (!paths.has(next)) {
          paths.set(next, [...paths.get(folder)!, next])
          queue.push(next)
        }
    }
    return paths
  }
  const found: string[] = []
  for (const folder of edges.keys()) {
    const fromFolder = reach(folder)
    for (const [other, path] of fromFolder)
      if (other > folder) {
        const back = reach(other).get(folder)
        if (back) found.push([...path, ...back.slice(1)].join(' → '))
      }
  }
  return found
}

test('no two top-level folders import each other, directly or through others', () => {
  expect(cycles()).toEqual([])
})

test('the check sees the folders the renderer is shared by', () => {
  // Guards the parsing above: if it found no imports, the test before could not fail.
  expect([...(edges.get('functions') ?? [])]).toContain('render')
  expect([...(edges.get('server') ?? [])]).toEqual(expect.arrayContaining(['render', 'functions']))
})
