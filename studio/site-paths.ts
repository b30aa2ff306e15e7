// Where a document shows on the public site: pages and services by their address, case studies and blog articles
// by their slug, shared items (stats, FAQ, testimonials, ...) on the first page or service that uses them.
import { prefixOf, routeTypeOf } from '../shared/routes.ts'
import type { SanityClient } from '@sanity/client'
import { pageShowingQuery } from '../schemas/lib/queries.ts'
import type { PageShowingQueryResult } from '../shared/sanity.types.ts'

/** Types whose documents have no page of their own but appear in the sections of pages and services. */
const SHARED_TYPES = new Set([
  'stat',
  'faqItem',
  'testimonial',
  'costComparison',
  'industry',
  'integrationCategory',
  'credential',
  'person',
])

export type SiteDocument = {
  _id: string
  _type: string
  path?: string
  from?: string
  slug?: { current?: string }
  language?: string
}

/** The site path of a document, or null when it is not shown on the site (leads). */
export async function sitePathOf(client: SanityClient, doc: SiteDocument): Promise<string | null> {
  const routeType = routeTypeOf(doc._type)
  // A document of the route registry at its own address; before it has a slug, at its listing. (A case study
  // without a detail opens at its page too: the detail may be what the editor is writing.)
  if (routeType) {
    if (routeType.prefix === null) return doc.path ?? null
    return doc.slug?.current
      ? `${prefixOf(doc._type, doc.language)}/${doc.slug.current}`
      : (routeType.listing ?? null)
  }
  switch (doc._type) {
    case 'redirect':
      return doc.from ?? null
    case 'siteSettings':
    case 'navigation':
      return '/'
    // The contact form texts: the contact page's form shows them (the home page's too).
    case 'contactFormDefaults':
      return '/contact'
    default:
      if (!SHARED_TYPES.has(doc._type)) return null
  }
  // A draft or a release version is found under its published id (drafts.<id>, versions.<release>.<id>).
  const id = doc._id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '')
  const path = await client.fetch<PageShowingQueryResult>(pageShowingQuery, { id }, { perspective: 'raw' })
  return path ?? null
}

/**
 * The address to open: the published page, or (`preview` not false) a draft preview, `?preview=drafts` with the
 * preview token in the fragment, which browsers never send to a server (web/src/data/preview.ts reads both). A
 * document of a release previews in that release over the drafts (`sanity-preview-perspective`, as the Presentation
 * tool names it).
 */
export function siteLink(
  base: string,
  path: string,
  preview: string | null | false,
  release?: string,
): string {
  const url = new URL(path, `${base.replace(/\/+$/, '')}/`)
  if (preview === false) return url.toString()
  url.searchParams.set('preview', 'drafts')
  if (release) url.searchParams.set('sanity-preview-perspective', `${release},drafts`)
  if (preview) url.hash = `preview-token=${preview}`
  return url.toString()
}
