// Which pages of the site show a document, for the Presentation tool ("Used on n pages" above the form, each a link
// that opens the page beside it): a page or service at its own address, a case study or article at its own page
// and in the listings, and the shared items (stats, FAQ items, testimonials, …) on every page whose sections
// reference them. Site settings and navigation are on every page.
import { map } from 'rxjs'
import type { DocumentLocation, DocumentLocationResolver, DocumentLocationsState } from 'sanity/presentation'

/** What the locations are made from: the document, the pages and services that reference it, the blog listing. */
export const LOCATIONS_QUERY = /* groq */ `{
  "doc": *[_id == $id][0]{_type, title, path, "slug": slug.current, "hasDetail": defined(detail)},
  "pages": *[_type in ["page", "service"] && defined(path) && references($id)] | order(path asc){title, path},
  "blog": *[_type == "page" && defined(path) && count(sections[_type == "blogGridSection"]) > 0][0]{title, path}
}`
/** The documents whose changes can change the locations. */
const LISTEN_QUERY = /* groq */ `*[_type in ["page", "service"] || _id in [$id, $draftId]]`

interface Place {
  title?: string | null
  path?: string | null
}

export interface LocationsData {
  doc: (Place & { _type: string; slug?: string | null; hasDetail?: boolean }) | null
  pages: Place[]
  blog: Place | null
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
])

/** The locations of a document, or null for documents the site never shows (redirects, leads). */
export function documentLocations(data: LocationsData): DocumentLocationsState | null {
  const { doc, pages } = data
  if (!doc) return null
  let own: DocumentLocation[] = []
  switch (doc._type) {
    case 'siteSettings':
    case 'navigation':
      return { message: 'Shown on every page of the site', locations: [location('Home', '/')] }
    case 'page':
    case 'service':
      own = placeOf(doc)
      break
    case 'caseStudy':
      // A case study without a detail has only its card.
      own = doc.hasDetail && doc.slug ? [location(doc.title, `/case-studies/${doc.slug}`)] : []
      break
    case 'blogPost':
      own = [...(doc.slug ? [location(doc.title, `/blog/${doc.slug}`)] : []), ...placeOf(data.blog)]
      break
    default:
      if (!SHARED_TYPES.has(doc._type)) return null
  }
  // Other pages only link to a page (calls to action, rich text), so its content shows at its own address alone;
  // a service, case study or article also shows as a card in the grids that reference it.
  const showing = doc._type === 'page' ? [] : pages
  const seen = new Set(own.map(({ href }) => href))
  const locations = [...own, ...showing.filter(({ path }) => path && !seen.has(path)).flatMap(placeOf)]
  if (locations.length === 0) return { message: 'Not shown on any page yet', tone: 'caution' }
  return { locations }
}

export const locate: DocumentLocationResolver = ({ id }, { documentStore }) => {
  const publishedId = id.replace(/^drafts\./, '')
  return documentStore
    .listenQuery(
      { fetch: LOCATIONS_QUERY, listen: LISTEN_QUERY },
      { id: publishedId, draftId: `drafts.${publishedId}` },
      // Where the document shows as edited: drafts over published.
      { perspective: 'drafts', tag: 'presentation.locations' },
    )
    .pipe(map((data) => documentLocations(data as LocationsData)))
}
