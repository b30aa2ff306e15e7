// Docs, comments and configuration name files of this repository ("see render/live-pages.ts"): a name that
// leads nowhere (a file moved, renamed or never written) is a lie to the next reader. Every path-like name with a
// slash and a source or document extension, in every tracked text file, must name a file or folder that exists:
// from the repository's root, from the naming file's folder, or through the package's `#…` import aliases.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { expect, test } from 'vitest'
import { rootDir } from '#shared/paths.ts'

const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|ya?ml|toml|html|css)$|(^|\/)(\.ci\/run|_headers|_redirects)$/
const EXTENSIONS = 'ts|tsx|js|mjs|cjs|json|md|ya?ml|toml|html|css|sh|txt|png|svg|sqlite'
/** `a/b.ts`, `./a/b.md`, `../x/y.tsx`, `#shared/paths.ts` (not part of a URL or a longer word). */
const REFERENCE = new RegExp(
  String.raw`(?<![\w:/.@~$\\-])((?:\.{1,2}/|#)?[\w@-][\w.@-]*(?:/[\w.@\[\]-]+)+\.(?:${EXTENSIONS}))(?![\w/])`,
  'g',
)
const ALIASES: Record<string, string> = Object.fromEntries(
  Object.entries(
    (JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { imports: Record<string, string> })
      .imports,
  ).map(([alias, target]) => [alias.replace('/*', '/'), target.replace('/*', '/')]),
)
/**
 * Names of files the project makes, named where they are made or read: the build's server entry (in dist/), a
 * section the README's recipe generates, and the inside of a backup archive (server/backup.ts).
 */
const MADE = new Set([
  'server/entry-server.js',
  'schemas/sections/quoteSection.ts',
  'data/content-lake.sqlite',
])
/** Names that are not this repository's files: installed packages, build output, run-time data, examples. */
const ELSEWHERE =
  /^(node_modules|dist|\.data|test-results|bench-results|playwright-report|coverage|backups|\.tsbuild|studio\/dist|studio\/\.sanity|\.netlify|\.vercel|functions\/netlify\/dist)\//

function tracked(): string[] {
  return (
    execFileSync('git', ['ls-files'], { cwd: rootDir, encoding: 'utf8' })
      .split('\n')
      // Tests' own sources are left out: their strings are made-up names on purpose (fixtures, manifests).
      .filter(
        (file) =>
          TEXT.test(file) &&
          !/^tests\/.*\.tsx?$/.test(file) &&
          !file.startsWith('tests/codebase/fixtures/') &&
          // The lock file names files inside installed packages.
          file !== 'package-lock.json',
      )
  )
}

function resolves(reference: string, from: string): boolean {
  for (const [alias, target] of Object.entries(ALIASES))
    if (reference.startsWith(alias)) return existsSync(join(rootDir, target, reference.slice(alias.length)))
  const bare = reference.replace(/^\.\//, '')
  if (MADE.has(bare)) return true
  if (ELSEWHERE.test(bare) || /(^|\/)node_modules\//.test(bare)) return true
  // An installed package's file (`@sanity/client/dist/index.js`).
  const packageName = bare.startsWith('@') ? bare.split('/').slice(0, 2).join('/') : bare.split('/')[0]!
  if (existsSync(join(rootDir, 'node_modules', packageName))) return true
  // From the naming file's folder or any folder above it: a part's files are named from its own root
  // (`hydration/Boundary.tsx` in web/src/, `components/SeoInput.tsx` in studio/).
  for (let folder = dirname(from); ; folder = dirname(folder)) {
    if (existsSync(normalize(join(rootDir, folder, reference)))) return true
    if (folder === '.' || folder === '/') break
  }
  // A name under `web/src/` is often written from the app's root (`src/pages/X.tsx`, as Vite's manifest does).
  return bare.startsWith('src/') && existsSync(join(rootDir, 'web', bare))
}

test('every file a doc, comment or configuration names exists', () => {
  const missing: string[] = []
  for (const file of tracked()) {
    const text = readFileSync(join(rootDir, file), 'utf8')
    for (const match of text.matchAll(REFERENCE)) {
      const reference = match[1]!
      // Glob patterns and placeholders name no single file.
      if (/[*<>{}]|\[\w+\]/.test(reference)) continue
      if (!resolves(reference, file)) missing.push(`${file}: ${reference}`)
    }
  }
  expect(missing).toEqual([])
})
