// Every rule of the content model run on one document outside the Studio, with Sanity's own validation
// (`@sanity/validation`, the code the Studio runs): the dataset check of the seed (tests/content/checker/) and the
// content lake's check of a release before it is published (server/release-validation.ts) both use it.
import { createSchema, type Schema } from 'sanity'
import type { SanityClient } from '@sanity/client'
import { evaluateDocumentInternal, getFallbackLocaleSource } from '@sanity/validation/_internal'
import { schemaTypes } from './index.ts'

let compiled: Schema | undefined

interface SchemaProblemGroup {
  path: { name?: string; kind?: string }[]
  problems: { severity: string; message: string }[]
}

/** The compiled content model, the way the Studio compiles it. Throws when the schema itself has errors. */
export function contentSchema(): Schema {
  if (compiled) return compiled
  const schema = createSchema({ name: 'default', types: schemaTypes })
  const groups = (schema as Schema & { _validation?: SchemaProblemGroup[] })._validation ?? []
  const errors = groups.flatMap((group) =>
    group.problems
      .filter((problem) => problem.severity === 'error')
      .map(
        (problem) =>
          `${group.path.map((segment) => segment.name ?? segment.kind).join('.')}: ${problem.message}`,
      ),
  )
  if (errors.length) throw new Error(`The schema does not compile:\n${errors.join('\n')}`)
  compiled = schema
  return schema
}

export interface RuleMarker {
  path: (string | number | { _key: string })[]
  level: 'error' | 'warning' | 'info'
  message: string
  code: string
}

export interface RuleContext {
  /** The client custom rules query with (unique addresses, link targets): only `fetch` is used. */
  client: SanityClient
  /** Whether a referenced document exists (a reference to a missing one is an error). */
  exists(id: string): Promise<boolean> | boolean
}

/**
 * The markers of every rule of the document's type, or null when the schema has no such type. Evaluated the way
 * the Studio evaluates (environment "studio"): the public `validateDocument` runs in "cli" mode, where Sanity
 * appends an unknown-field check with `.warning()` to each object's rules, which turns the `required()` of object
 * fields (seo, slug) into warnings.
 */
export async function documentRuleMarkers(
  document: Record<string, unknown>,
  context: RuleContext,
  schema: Schema = contentSchema(),
): Promise<RuleMarker[] | null> {
  if (!schema.get(String(document._type))) return null
  const result = await evaluateDocumentInternal({
    document: document as Parameters<typeof evaluateDocumentInternal>[0]['document'],
    schema,
    environment: 'studio',
    i18n: getFallbackLocaleSource(),
    getClient: () => context.client,
    getDocumentExists: async ({ id }) => context.exists(id),
  })
  if (result.status === 'notEvaluated')
    return [{ path: [], level: 'error', message: 'some rules could not be evaluated', code: 'not-evaluated' }]
  return result.markers.map((marker) => ({
    path: marker.path as RuleMarker['path'],
    level: marker.level,
    message: marker.message,
    code: marker.code,
  }))
}
