// Where GROQ lives (docs/architecture.md, "Queries and their types"): one query module per consumer, every query a
// `defineQuery` that TypeGen types into shared/sanity.types.ts, and each consumer importing the result type it needs
// by name, never through a global query-to-type map.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { matchesGlob } from 'node:path'
import { expect, test } from 'vitest'
import { QUERY_MODULES } from '../../shared/query-modules.ts'

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { encoding: 'utf8' }).trim().split('\n')
const GENERATED = 'shared/sanity.types.ts'
const inQueryModule = (path: string) => QUERY_MODULES.some((module) => matchesGlob(path, module))
// The site's page query is composed of fragments its section slices own.
const isSectionFragment = (path: string) =>
  /^web\/src\/features\/sections\/(.+\/)?(projection|fields)\.ts$/.test(path)
// Literal queries that stay literal: the content lake's own code, its tests and the benches query it as a client
// would; the leads inbox builds its filter from the list's choices (schemas/lib/leads.ts); the contact forms' texts
// are one fragment the site's section and the contact function both read (schemas/lib/contact-form-texts.ts: the
// functions may not import the site), and so are the site-wide documents in the page's language
// (schemas/lib/language-groq.ts), which both embed.
const mayHoldLiteralGroq = (path: string) =>
  /^(server\/content-lake|scripts\/bench|tests)\//.test(path) ||
  [
    'scripts/bench.ts',
    'schemas/lib/leads.ts',
    'schemas/lib/contact-form-texts.ts',
    'schemas/lib/language-groq.ts',
  ].includes(path)
// The start of a GROQ filter over documents: `*[_type …`, `*[_id …`, `*[references(…`, `*[$…`, `*[${…`, `*[]`.
const GROQ_FILTER = /\*\[\s*(_\w|references\(|\$|\])/

test('every defineQuery is in a query module', () => {
  const outside = files.filter(
    (path) =>
      path !== GENERATED && !inQueryModule(path) && /\bdefineQuery\(/.test(readFileSync(path, 'utf8')),
  )
  expect(outside).toEqual([])
})

test('no GROQ query is written outside the query modules and the section fragments', () => {
  const outside = files.filter(
    (path) =>
      path !== GENERATED &&
      !inQueryModule(path) &&
      !isSectionFragment(path) &&
      !mayHoldLiteralGroq(path) &&
      GROQ_FILTER.test(readFileSync(path, 'utf8')),
  )
  expect(outside).toEqual([])
})

test('the generated types declare no global query map: consumers import result types by name', () => {
  const generated = readFileSync(GENERATED, 'utf8')
  expect(generated).not.toContain('SanityQueries')
  expect(generated).not.toContain('declare global')
})
