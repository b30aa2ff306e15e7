// Rewrites links typed as site paths into references to the page, service, article or case study at that path, so
// they follow the page when it moves: rich text's `link` annotations (href "/contact") become `internalLink`s, and
// the `link` objects of menus and buttons ("Goes to: a page on this site" with a typed address) choose the page.
//
//   npx node scripts/migrate-internal-links.ts [--file content/production.ndjson] [--skip-type blogPost] [--check]
//
// The file is rewritten in place (one compact JSON document per line, as content:export writes it). `--check`
// changes nothing and fails when a typed path is left. A path that no document has, or one with a #section, is
// reported and left as it is: the Studio then shows the link as invalid for an editor to fix.
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { routePathOf, type RoutableFields } from '../schemas/lib/document-path.ts'

type Json = Record<string, unknown>

interface Result {
  migrated: { id: string; path: string; target: string }[]
  unresolved: { id: string; path: string }[]
}

/** Every site path a document has a page at, to that document's id. */
export function pathsOf(documents: readonly Json[]): Map<string, string> {
  const paths = new Map<string, string>()
  for (const doc of documents) {
    const id = String(doc._id)
    if (id.startsWith('drafts.')) continue
    const path = routePathOf(doc as unknown as RoutableFields)
    if (path) paths.set(path, id)
  }
  return paths
}

/** Migrates the typed site paths of `documents` (those not of a skipped type), in place. */
export function migrateInternalLinks(documents: Json[], skipTypes: readonly string[] = []): Result {
  const paths = pathsOf(documents)
  const result: Result = { migrated: [], unresolved: [] }
  const visit = (value: unknown, id: string) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, id))
    if (!value || typeof value !== 'object') return
    const object = value as Json
    // A `link` object (menus, buttons) going to a page of this site by a typed address.
    if (object.kind === 'internal' && typeof object.href === 'string' && !object.reference) {
      const target = paths.get(object.href)
      if (!target) result.unresolved.push({ id, path: object.href })
      else {
        result.migrated.push({ id, path: object.href, target })
        object.reference = { _type: 'reference', _ref: target, _weak: true }
        delete object.href
      }
    }
    // A chosen page is a weak reference, so the page can be deleted (its links then leave the menus).
    const chosen = object.reference as Json | undefined
    if (object.kind === 'internal' && chosen && typeof chosen._ref === 'string' && chosen._weak !== true) {
      result.migrated.push({ id, path: `(strong reference)`, target: chosen._ref })
      object.reference = { ...chosen, _weak: true }
    }
    if (object._type === 'block' && Array.isArray(object.markDefs)) {
      object.markDefs = object.markDefs.map((mark: Json) => {
        if (mark._type !== 'link' || typeof mark.href !== 'string' || !mark.href.startsWith('/')) return mark
        const target = paths.get(mark.href)
        if (!target) {
          result.unresolved.push({ id, path: mark.href })
          return mark
        }
        result.migrated.push({ id, path: mark.href, target })
        return {
          _type: 'internalLink',
          _key: mark._key,
          reference: { _type: 'reference', _ref: target, _weak: true },
        }
      })
    }
    Object.values(object).forEach((item) => visit(item, id))
  }
  for (const doc of documents) if (!skipTypes.includes(String(doc._type))) visit(doc, String(doc._id))
  return result
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      file: { type: 'string', default: 'content/production.ndjson' },
      'skip-type': { type: 'string', multiple: true, default: [] },
      check: { type: 'boolean', default: false },
    },
  })
  const lines = readFileSync(values.file, 'utf8').split('\n')
  const documents = lines.filter((line) => line.trim()).map((line) => JSON.parse(line) as Json)
  const result = migrateInternalLinks(documents, values['skip-type'])
  for (const { id, path, target } of result.migrated) console.log(`${id}: ${path} → ${target}`)
  for (const { id, path } of result.unresolved)
    console.error(`${id}: no page has the address ${path}; left as is`)
  if (values.check) {
    if (result.migrated.length) {
      console.error(
        `${result.migrated.length} links type a site path or choose their page strongly: run without --check`,
      )
      process.exit(1)
    }
  } else if (result.migrated.length) {
    const text = documents.map((doc) => JSON.stringify(doc)).join('\n')
    writeFileSync(values.file, lines.at(-1) === '' ? `${text}\n` : text)
    console.log(`${result.migrated.length} links now reference their page (${values.file})`)
  } else console.log('Every link to a page of the site chooses it by a weak reference.')
  if (result.unresolved.length) process.exit(1)
}
