// Which pages of the site show a document, for the Presentation tool ("Used on n pages" above the form, each a link
// that opens the page beside it): a page or service at its own address, a case study or article at its own page
// and in the listings, and the shared items (stats, FAQ items, testimonials, …) on every page whose sections
// reference them. Site settings and navigation are on every page; the contact form texts in every contact form.
import { routeTypeOf } from '../../shared/routes.ts'
import { map } from 'rxjs'
import type { DocumentLocation, DocumentLocationResolver, DocumentLocationsState } from 'sanity/presentation'
import { locationsListenQuery, locationsQuery } from '../../schemas/lib/queries.ts'
import type { LocationsQueryResult } from '../../shared/sanity.types.ts'
import { DEFAULT_LANGUAGE, homePathOf, isLanguageId } from '../../shared/languages.ts'

interface Place {
  title?: string | null
  path?: string | null
}

/** What `locationsQuery` answers, as the locations read it: TypeGen's `LocationsQueryResult` must fit it. */
export interface LocationsData {
  /** `href`: its own address (shared/routes.ts), null when it has none (yet). */
  /** `language`: a translated document's (shared/languages.ts); a site-wide one shows on its language's pages. */
  doc: { _type: string; title?: string | null; href?: string | null; language?: string | null } | null
  pages: Place[]
  blog: Place | null
  /** For "Contact form texts": the pages and services in its language with a contact form. */
  forms?: Place[] | null
}

const location = (title: string | null | undefined, href: string): DocumentLocation => ({
  title: title || href,
  href,
})
const placeOf = (place: Place | null | undefined) => (place?.path ? [location(place.title, place.path)] : [])

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

/** The locations of a document, or null for documents the site never shows (redirects, leads). */
export function documentLocations(data: LocationsData): DocumentLocationsState | null {
  const { doc, pages } = data
  if (!doc) return null
  const routeType = routeTypeOf(doc._type)
  let own: DocumentLocation[] = []
  switch (doc._type) {
    case 'siteSettings':
    case 'navigation':
      return {
        message: 'Shown on every page of the site',
        locations: [
          location('Home', homePathOf(isLanguageId(doc.language) ? doc.language : DEFAULT_LANGUAGE)),
        ],
      }
    case 'contactFormDefaults':
      return {
        message: 'Shown in every contact form, except the texts a form has its own',
        locations: (data.forms ?? []).flatMap(placeOf),
      }
    default:
      if (!routeType && !SHARED_TYPES.has(doc._type)) return null
  }
  // A document of the route registry at its own address (a case study without a detail has only its card), an
  // article in the blog listing too.
  if (routeType)
    own = [
      ...(doc.href ? [location(doc.title, doc.href)] : []),
      ...(routeType.shownInListing ? placeOf(data.blog) : []),
    ]
  // Other pages only link to a page (calls to action, rich text), so its content shows at its own address alone;
  // a service, case study or article also shows as a card in the grids that reference it.
  const showing = routeType && !routeType.shownInSections ? [] : pages
  const seen = new Set(own.map(({ href }) => href))
  const locations = [...own, ...showing.filter(({ path }) => path && !seen.has(path)).flatMap(placeOf)]
  if (locations.length === 0) return { message: 'Not shown on any page yet', tone: 'caution' }
  return { locations }
}

export const locate: DocumentLocationResolver = ({ id }, { documentStore }) => {
  const publishedId = id.replace(/^drafts\./, '')
  return documentStore
    .listenQuery(
      { fetch: locationsQuery, listen: locationsListenQuery },
      { id: publishedId, draftId: `drafts.${publishedId}` },
      // Where the document shows as edited: drafts over published.
      { perspective: 'drafts', tag: 'presentation.locations' },
    )
    .pipe(map((data: LocationsQueryResult) => documentLocations(data)))
}
