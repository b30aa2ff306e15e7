// Docs, comments and configuration name files of this repository ("see render/live-pages.ts"): a name that
// leads nowhere (a file moved, renamed or never written) is a lie to the next reader. Every path-like name with a
// slash and a source or document extension, in every tracked text file, must name a file or folder that exists:
// from the repository's root, from the naming file's folder, or through the package's `#…` import aliases.
// Folders, and files without an extension, are named too, where a name can only be a path: the path settings of
// the configurations (tsconfig*.json, package.json's scripts, eslint.config.js, the Playwright configs) and the
// link targets and backticked folders (`server/content-lake/`) of the docs. Build output and run-time data (`dist/`,
// `.data/`: ELSEWHERE below) are allowed without existing.
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
/**
 * Relative names read from another folder than the naming file's: after the typegen script's `cd studio`, and in
 * the section schema that new-section.ts writes into schemas/sections/.
 */
const READ_ELSEWHERE = new Set([
  'package.json: ../schemas/schema.json',
  'scripts/new-section.ts: ../lib/section.ts',
])
const MADE = new Set([
  'server/entry-server.js',
  'schemas/sections/quoteSection.ts',
  'web/src/features/sections/quoteSection/',
  // The README's recipe "Add a routable document type" makes these.
  'schemas/documents/event.ts',
  'web/src/pages/EventPage.tsx',
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
  if (!bare.startsWith('.') && existsSync(join(rootDir, 'node_modules', packageName))) return true
  // From the naming file's folder or any folder above it: a part's files are named from its own root
  // (`hydration/Boundary.tsx` in web/src/, `components/SeoInput.tsx` in studio/).
  for (let folder = dirname(from); ; folder = dirname(folder)) {
    if (existsSync(normalize(join(rootDir, folder, reference)))) return true
    if (ELSEWHERE.test(normalize(join(folder, reference)))) return true
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
      if (!resolves(reference, file) && !READ_ELSEWHERE.has(`${file}: ${reference}`))
        missing.push(`${file}: ${reference}`)
    }
  }
  expect(missing).toEqual([])
})

/** The repository's top-level entries: a string in a configuration that starts with one is a path. */
const TOP_LEVEL = new Set(tracked().map((file) => file.split('/')[0]!))

/** A glob names no single path; a folder may be written with or without its trailing slash. */
const exists = (reference: string, from: string) =>
  /[*?{}<>]/.test(reference) || resolves(reference, from) || resolves(`${reference}/`, from)

/** `./web`, `tests/e2e`, `studio/server/build.ts`: relative, or under one of the repository's top-level entries. */
const looksLikePath = (text: string) =>
  /^\.{1,2}\//.test(text) || (text.includes('/') && TOP_LEVEL.has(text.split('/')[0]!))

const tsconfigs = () => tracked().filter((file) => /^tsconfig[\w.]*\.json$/.test(file))

test('every path a tsconfig names (extends, files, include, exclude, references) exists', () => {
  const missing: string[] = []
  for (const file of tsconfigs()) {
    // tsconfig files may carry `//` comments.
    const config = JSON.parse(readFileSync(join(rootDir, file), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as {
      extends?: string
      files?: string[]
      include?: string[]
      exclude?: string[]
      references?: { path: string }[]
    }
    const named = [
      ...(config.extends ? [config.extends] : []),
      ...(config.files ?? []),
      ...(config.include ?? []),
      ...(config.exclude ?? []),
      ...(config.references ?? []).map((reference) => reference.path),
    ]
    for (const path of named) if (!exists(path, file)) missing.push(`${file}: ${path}`)
  }
  expect(tsconfigs().length).toBeGreaterThan(1)
  expect(missing).toEqual([])
})

test("every path package.json's scripts name exists (from the folder a script `cd`s into)", () => {
  const { scripts } = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const missing: string[] = []
  for (const [name, script] of Object.entries(scripts)) {
    let folder = '.'
    for (const command of script.split('&&')) {
      const words = command.trim().split(/\s+/)
      if (words[0] === 'cd') {
        folder = join(folder, words[1]!)
        continue
      }
      for (const word of words.map((word) => word.replace(/^--?[\w-]+=/, ''))) {
        if (!looksLikePath(word) && !(folder !== '.' && /^\.{1,2}\//.test(word))) continue
        if (!exists(normalize(join(folder, word)), 'package.json')) missing.push(`${name}: ${word}`)
      }
    }
  }
  expect(missing).toEqual([])
})

test('every path the ESLint and Playwright configurations name exists', () => {
  // Read apart from tracked(), which leaves out the tests' own sources.
  const configs = execFileSync('git', ['ls-files'], { cwd: rootDir, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /(^|\/)(eslint|playwright)\.config\.[jt]s$/.test(file))
  const missing: string[] = []
  for (const file of configs) {
    const text = readFileSync(join(rootDir, file), 'utf8')
    for (const [, path] of text.matchAll(/['"`]([^'"`\s]+)['"`]/g))
      if (looksLikePath(path!) && !exists(path!, file)) missing.push(`${file}: ${path}`)
  }
  expect(configs.length).toBeGreaterThanOrEqual(3)
  expect(missing).toEqual([])
})

/** README.md, docs/*.md and every folder's README.md. */
const docs = () => tracked().filter((file) => /^(README\.md|docs\/[^/]+\.md|[^/]+\/README\.md)$/.test(file))

test('every repository path a doc links to, or names as a backticked folder, exists', () => {
  const missing: string[] = []
  for (const file of docs()) {
    const text = readFileSync(join(rootDir, file), 'utf8')
    // Markdown links other than addresses and anchors: relative to the doc, as a Markdown viewer reads them.
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const path = target!.split('#')[0]!
      if (!path || /^[a-z]+:/i.test(path)) continue
      if (!exists(path, file)) missing.push(`${file}: (${target})`)
    }
    // `server/content-lake/`: a folder of two parts or more, with its trailing slash (`chat/` alone is a name in a
    // folder's table, read beside that folder).
    for (const [, path] of text.matchAll(/`(\.{0,2}\/?[\w.-]+(?:\/[\w.-]+)+\/)`/g))
      if (!exists(path!, file)) missing.push(`${file}: \`${path}\``)
  }
  expect(docs().length).toBeGreaterThan(3)
  expect(missing).toEqual([])
})
