// What the content lake checks before it publishes a release (by the Studio's "Publish" or at its scheduled time):
// every rule of the content model on every version the release holds, with Sanity's own validation, as the Studio
// runs it. An error blocks the release; warnings do not (the Studio publishes with warnings too).
import type { SanityClient } from '@sanity/client'
import type { ReleaseValidator } from './content-lake/releases.ts'

/** Ids as the marketer knows the document: its title where it has one, else its id. */
function describe(document: Record<string, unknown>): string {
  const title = [document.title, document.name, document.label].find(
    (value) => typeof value === 'string' && value.trim() !== '',
  )
  const id = String(document._id).split('.').slice(2).join('.')
  return typeof title === 'string' ? `"${title}" (${id})` : id
}

function pathText(path: (string | number | { _key: string })[]): string {
  return path
    .map((segment) =>
      typeof segment === 'string'
        ? segment
        : typeof segment === 'number'
          ? `[${segment}]`
          : `[_key=="${segment._key}"]`,
    )
    .join('.')
    .replace(/\.\[/g, '[')
}

// Loaded for the first release, not at start: compiling the content model takes about two seconds and memory a site
// without releases never needs.
let rules: Promise<typeof import('../schemas/document-rules.ts')> | undefined
const loadRules = () =>
  (rules ??= import('../schemas/document-rules.ts')
    .then((module) => {
      module.contentSchema()
      return module
    })
    .catch((error: unknown) => {
      // Tried again by the next release, which reports the error.
      rules = undefined
      throw error
    }))

export const validateRelease: ReleaseValidator = async (versions, dataset) => {
  const { documentRuleMarkers } = await loadRules()
  const client = {
    fetch: (query: string, params: Record<string, unknown> = {}) => dataset.fetch(query, params),
    withConfig: () => client,
    config: () => ({ apiVersion: '2025-02-19', perspective: 'raw' }),
  }
  const problems = []
  for (const version of versions) {
    const markers = await documentRuleMarkers(version, {
      client: client as unknown as SanityClient,
      exists: (id) => dataset.exists(id),
    })
    const errors = (markers ?? []).filter((marker) => marker.level === 'error')
    // A missing object also fails the required fields inside it (an image "and" its alt text): say it once.
    const missing = errors.filter((marker) => marker.code === 'value.required').map((m) => pathText(m.path))
    for (const marker of errors) {
      const where = pathText(marker.path)
      if (missing.some((path) => path !== '' && where !== path && where.startsWith(path))) continue
      problems.push({
        documentId: version._id,
        message: `${describe(version)}${where ? `, ${where}` : ''}: ${marker.message}`,
      })
    }
  }
  return problems
}

validateRelease.warm = async () => {
  await loadRules()
}
