// Validation rules shared by several types. Messages are written for the marketer who sees them in the Studio.
import { languageOf, languageOfPath } from '../../shared/languages.ts'
import { prefixedTypes } from '../../shared/routes.ts'
import { getPublishedId } from '@sanity/client/csm'
import type { ArrayRule, StringRule, ValidationContext } from '@sanity/types'
import type { PathFreeQueryResult } from '../../shared/sanity.types.ts'
import { pathFreeQuery } from './queries.ts'
import { fixedPageOf } from './ids.ts'

/** The API version custom validators query with (the perspective-aware one the whole project uses). */
export const VALIDATION_API_VERSION = '2025-02-19'

/** A site path: `/`, or `/` followed by lowercase words separated by hyphens, in one or more segments. */
export const PATH_PATTERN = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/
export const PATH_MESSAGE =
  'Start with / and use lowercase words separated by hyphens, e.g. /sap-implementation'

/** The e-mail pattern the contact form uses too (docs/architecture.md). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A number to dial: digits with the country code, optionally starting with +. */
export const PHONE_HREF_PATTERN = /^\+?[0-9]{7,15}$/

/** The lake as a custom rule reads it: every version (published, drafts, releases), to compare them itself. */
export const validationClient = (context: ValidationContext) =>
  context.getClient({ apiVersion: VALIDATION_API_VERSION }).withConfig({ perspective: 'raw' })

/**
 * True when no other page, service, article or case study (published, draft or in a release) has this path. The
 * site finds a page by its path, so two documents with one path would make one of them unreachable.
 */
export async function isPathFree(path: string, context: ValidationContext): Promise<boolean> {
  const id = context.document?._id
  if (!id) return true
  return validationClient(context).fetch<PathFreeQueryResult>(pathFreeQuery, {
    path,
    published: getPublishedId(id),
  })
}

/** Addresses the site answers itself: its functions, the content lake, the bundle's files, the Studio's server. */
const RESERVED_FIRST_SEGMENTS = new Set(['api', 'content-lake', 'assets', 'studio'])

/**
 * Why a page cannot live at `path` although it is well formed, or null: the site's own addresses, and those of the
 * listings (articles under /blog/, case studies under /case-studies/, a listing's following pages `…/page/2`).
 */
export function reservedPathProblem(path: string): string | null {
  const first = path.split('/')[1] ?? ''
  if (RESERVED_FIRST_SEGMENTS.has(first))
    return `Addresses starting with /${first} are the site's own: choose another address`
  const owner = prefixedTypes().find(
    ({ prefix }) => path.startsWith(`${prefix}/`) && path.length > prefix.length + 1,
  )
  if (owner)
    return `Addresses under ${owner.prefix}/ belong to the ${owner.plural ?? 'documents there'}: choose another address`
  if (/\/page\/[0-9]+$/.test(path))
    return 'Addresses ending in /page/<number> are the pages of a listing: choose another address'
  return null
}

/**
 * The `path` rule of pages and services: required, well formed, not one of the site's own addresses, unique across
 * every document with an address, and for a fixed page whose address the site relies on, that address.
 */
export const pathValidation = (rule: StringRule) =>
  rule.required().custom(async (value, context) => {
    if (!value) return true
    const fixed = fixedPageOf(context.document?._id)
    if (fixed?.pathReason && value !== fixed.path)
      return `The ${fixed.title} page stays at ${fixed.path}: ${fixed.pathReason}.`
    if (!PATH_PATTERN.test(value)) return PATH_MESSAGE
    const languageProblem = pathLanguageProblem(value, context.document?.language)
    if (languageProblem) return languageProblem
    if (!fixed) {
      const reserved = reservedPathProblem(value)
      if (reserved) return reserved
    }
    return (await isPathFree(value, context))
      ? true
      : `Another page, service, article or case study already uses the address ${value}`
  })

/**
 * A page's address lies under its language's prefix (`/de/…` for German) and an English page's under none: the
 * site finds a page's language from its address (shared/languages.ts).
 */
export function pathLanguageProblem(path: string, language: unknown): string | null {
  const own = languageOf(typeof language === 'string' ? language : null)
  const under = languageOf(languageOfPath(path))
  if (own.id === under.id) return null
  if (own.prefix)
    return `A ${own.title} page’s address starts with ${own.prefix}, e.g. ${own.prefix}${path === '/' ? '' : path}`
  return `Addresses under ${under.prefix} are the ${under.title} pages’: this page is in ${own.title}`
}

/** Required, non-empty, and a warning when the count differs from what the page design shows. */
export const countValidation = (count: number, what: string) => (rule: ArrayRule<unknown[]>) => [
  rule.required().min(1),
  rule.length(count).warning(`The page design shows ${count} ${what}.`),
]

/** JSON-LD must be valid JSON (an object or a list of objects) so it can go into the page head unchanged. */
export function jsonLdProblem(value: string | undefined): string | true {
  if (!value?.trim()) return true
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch (error) {
    return `Structured data must be valid JSON: ${(error as Error).message}`
  }
  const items = Array.isArray(parsed) ? parsed : [parsed]
  if (
    !items.length ||
    !items.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item))
  )
    return 'Structured data must be a JSON object (or a list of objects) such as {"@context": "https://schema.org", ...}'
  return true
}
