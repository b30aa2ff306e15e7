// Checks a Sanity NDJSON dataset against the content model (schemas/): every document against its schema type,
// plus what only the dataset as a whole can tell: unique ids, fixed singleton ids, and no unused image files.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Schema } from 'sanity'
import { contentSchema } from '../../../schemas/document-rules.ts'
import { fixedPages, singletonIds } from '../../../schemas/index.ts'
import { checkRules, isBelow } from './rules.ts'
import { DEFAULT_LANGUAGE, isLanguageId } from '../../../shared/languages.ts'
import { checkStructure } from './structure.ts'
import type { Dataset, Violation } from './types.ts'

export { formatViolation, type Dataset, type Violation } from './types.ts'
export { contentSchema }

const IMAGE_FILE = /\.(avif|gif|jpe?g|png|svg|webp)$/i
/** The characters Sanity allows in a document id. */
const DOCUMENT_ID = /^[a-zA-Z0-9_][a-zA-Z0-9._-]{0,127}$/

function listFiles(dir: string, base: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return listFiles(path, base)
    return IMAGE_FILE.test(entry.name) ? [relative(base, path).split('\\').join('/')] : []
  })
}

/** Reads `<contentDir>/production.ndjson` and lists `<contentDir>/images/`. Throws a clear error when the file is missing. */
export function loadDataset(contentDir: string, fileName = 'production.ndjson'): Dataset {
  const file = join(contentDir, fileName)
  if (!existsSync(file))
    throw new Error(`The seed dataset ${relative(process.cwd(), file)} does not exist: nothing to check`)
  return parseDataset(readFileSync(file, 'utf8'), listFiles(join(contentDir, 'images'), contentDir))
}

/** Parses NDJSON text: one JSON document per line; blank lines are allowed, anything else is reported. */
export function parseDataset(text: string, imageFiles: string[] = []): Dataset {
  const documents: Record<string, unknown>[] = []
  const problems: Violation[] = []
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return
    const id = `line ${index + 1}`
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch (error) {
      problems.push({ id, path: '', level: 'error', message: `not valid JSON: ${(error as Error).message}` })
      return
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      problems.push({ id, path: '', level: 'error', message: 'not a JSON object (one document per line)' })
    else documents.push(value as Record<string, unknown>)
  })
  return { documents, imageFiles, problems }
}

/** Ids and types of the dataset as a whole: unique valid ids, known document types, fixed singleton ids. */
function checkIds(documents: readonly Record<string, unknown>[], schema: Schema): Violation[] {
  const violations: Violation[] = []
  const seen = new Set<string>()
  const singletons: Record<string, string> = singletonIds
  documents.forEach((document, index) => {
    const id = typeof document._id === 'string' ? document._id : undefined
    const label = id ?? `document ${index + 1}`
    const error = (message: string) => violations.push({ id: label, path: '', level: 'error', message })
    if (id === undefined) error('document has no _id')
    else if (!DOCUMENT_ID.test(id))
      error(`_id has characters Sanity does not allow (letters, digits, . _ - only)`)
    else if (id.startsWith('drafts.') || id.startsWith('versions.'))
      error('the seed holds published documents only (no drafts. or versions. ids)')
    if (id !== undefined) {
      if (seen.has(id)) error('duplicate _id')
      seen.add(id)
    }
    const type = document._type
    const schemaType = typeof type === 'string' ? schema.get(type) : undefined
    if (typeof type !== 'string') error('document has no _type')
    else if (!schemaType && !PLUGIN_TYPES.has(type)) error(`unknown _type "${type}"`)
    else if (schemaType && !isDocumentType(schemaType)) error(`"${type}" is not a document type`)
    // A singleton's translation (its German version) is a document of its own, linked to the fixed one.
    const translation = isLanguageId(document.language) && document.language !== DEFAULT_LANGUAGE
    if (typeof type === 'string' && type in singletons && id !== singletons[type] && !translation)
      error(`a ${type} document must have the fixed id "${singletons[type]}"`)
  })
  for (const [type, id] of Object.entries(singletons))
    if (!seen.has(id))
      violations.push({ id, path: '', level: 'error', message: `the ${type} singleton is missing` })
  for (const page of fixedPages)
    if (!seen.has(page.id))
      violations.push({
        id: page.id,
        path: '',
        level: 'error',
        message: `the fixed page ${page.path} is missing`,
      })
  return violations
}

/** Types the Studio's plugins define (the translation plugin's metadata), checked by checkTranslations. */
const PLUGIN_TYPES = new Set(['translation.metadata'])

/**
 * The translation plugin's metadata documents: each entry names a known language and a document of the dataset in
 * that language, of one of the types it lists, and no document is in two of them.
 */
function checkTranslations(documents: readonly Record<string, unknown>[]): Violation[] {
  const violations: Violation[] = []
  const byId = new Map(documents.map((document) => [document._id, document]))
  const linked = new Map<string, string>()
  for (const metadata of documents.filter((document) => document._type === 'translation.metadata')) {
    const id = String(metadata._id)
    const error = (path: string, message: string) => violations.push({ id, path, level: 'error', message })
    const types = Array.isArray(metadata.schemaTypes) ? (metadata.schemaTypes as unknown[]) : []
    const entries = Array.isArray(metadata.translations)
      ? (metadata.translations as Record<string, unknown>[])
      : []
    for (const entry of entries) {
      const path = `translations[_key=="${String(entry._key)}"]`
      const ref = (entry.value as { _ref?: unknown } | undefined)?._ref
      const target = typeof ref === 'string' ? byId.get(ref) : undefined
      if (!isLanguageId(entry.language)) error(path, `unknown language ${JSON.stringify(entry.language)}`)
      if (!target) error(path, `links ${String(ref)}, which is not in the dataset`)
      else {
        // A document without a language was made before there were languages: it is in the default one.
        const language = target.language ?? DEFAULT_LANGUAGE
        if (language !== entry.language)
          error(path, `links ${String(ref)} as ${String(entry.language)}, but it is in ${String(language)}`)
        if (!types.includes(target._type))
          error(path, `links a ${String(target._type)}, not one of its schemaTypes`)
        const other = linked.get(String(ref))
        if (other) error(path, `links ${String(ref)}, which ${other} links too`)
        linked.set(String(ref), id)
      }
    }
  }
  return violations
}

function isDocumentType(type: { name: string; type?: unknown }): boolean {
  for (
    let current: { name: string; type?: unknown } | undefined = type;
    current;
    current = current.type as typeof current
  )
    if (current.name === 'document') return true
  return false
}

/** Every violation in the dataset, in document order, then unused image files. */
export async function checkDataset(dataset: Dataset, schema: Schema = contentSchema()): Promise<Violation[]> {
  const violations: Violation[] = [
    ...dataset.problems,
    ...checkIds(dataset.documents, schema),
    ...checkTranslations(dataset.documents),
  ]
  const typesById = new Map(
    dataset.documents.flatMap((document) =>
      typeof document._id === 'string' && typeof document._type === 'string'
        ? [[document._id, document._type]]
        : [],
    ),
  )
  const context = { typesById, imageFiles: new Set(dataset.imageFiles), usedImageFiles: new Set<string>() }
  const checkable = dataset.documents.filter((document) => {
    const type = typeof document._type === 'string' ? schema.get(document._type) : undefined
    return typeof document._id === 'string' && type !== undefined && isDocumentType(type)
  })
  const broken = new Map<string, string[]>()
  for (const document of checkable) {
    const found = checkStructure(document, schema, context)
    violations.push(...found)
    broken.set(String(document._id), found.map((violation) => violation.path).filter(Boolean))
  }
  // A value of the wrong kind also breaks the rules on it and under it ("Required", "Must be an integer"); the
  // structural message says it better, so rule findings at or below a structurally broken path are left out.
  const isUnderBroken = (violation: Violation) =>
    (broken.get(violation.id) ?? []).some((path) => violation.path === path || isBelow(violation.path, path))
  violations.push(...(await checkRules(checkable, schema)).filter((violation) => !isUnderBroken(violation)))
  for (const file of dataset.imageFiles)
    if (!context.usedImageFiles.has(file))
      violations.push({
        id: `content/${file}`,
        path: '',
        level: 'error',
        message: 'image file is not used by any document',
      })
  return sortByDocument(violations, dataset.documents)
}

/** Groups violations by document in dataset order (structure and rule findings of one document together). */
function sortByDocument(violations: Violation[], documents: readonly Record<string, unknown>[]): Violation[] {
  const order = new Map(documents.map((document, index) => [String(document._id), index]))
  const rank = (violation: Violation) =>
    order.get(violation.id) ?? (violation.id.startsWith('line ') ? -1 : documents.length)
  return violations
    .map((violation, index) => ({ violation, index }))
    .sort((a, b) => rank(a.violation) - rank(b.violation) || a.index - b.index)
    .map(({ violation }) => violation)
}
