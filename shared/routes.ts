// The route registry: every document type with an address of its own, and what follows from that address. The
// router (web/src/app/routes.tsx), the route table and sitemaps (render/), the Studio's site links and Presentation
// (studio/), the assistant's links (functions/chat/), the links of cards and pages and the GROQ that computes a
// document's address (schemas/lib/document-path.ts) all read it. README, "Add a routable document type".

/** Where a type's documents live: what links, the router and every page's head need (the site's JavaScript). */
export interface RouteAddress {
  /**
   * Where its pages live: under `prefix`, one per slug (`/blog/<slug>`), answered by the router's `/blog/:slug` and
   * by `component`. Null: at the address in the document's own `path` field, which the router's catch-all answers.
   */
  prefix: string | null
  /** The field the document needs before it has a page: a case study is only a card until it has its detail. */
  requires?: string
}

/**
 * What else follows from a type's address, for the server, the Studio and the assistant. Apart from RouteAddress so
 * that every page's JavaScript, which computes addresses (its head's canonical link), does not carry it.
 */
export interface RouteRoles {
  /** The page component in web/src/pages (file name without `.tsx`) that renders `prefix`/:slug. */
  component?: string
  /** Where a document without its own page is found (its listing), for the Studio's site link and the assistant. */
  listing?: string
  /** What the Studio calls its documents where a page's address may not go under `prefix` ("… belong to the articles"). */
  plural?: string
  /** Its child sitemap: `sitemap-<section>-1.xml` holds the addresses under `prefix`. */
  sitemap: string
  /** Presentation lists the pages whose sections show it as a card (a page shows only at its own address). */
  shownInSections: boolean
  /** Presentation also lists the listing page that shows it (an article in the blog listing). */
  shownInListing?: boolean
  /** Whether the assistant reads its documents and links its answers to them (functions/chat/knowledge.ts). */
  assistant: boolean
}

export type RouteType = RouteAddress & RouteRoles

export const ROUTE_TYPES = {
  page: { prefix: null },
  service: { prefix: null },
  blogPost: { prefix: '/blog' },
  caseStudy: { prefix: '/case-studies', requires: 'detail' },
} as const
// `as const`, not `satisfies`: the literal types (`prefix` and the rest) are what TypeScript callers narrow on.
const ADDRESSES: Readonly<Record<string, RouteAddress>> = ROUTE_TYPES

/** Each type's roles (RouteRoles), one entry per entry of ROUTE_TYPES. */
export const ROUTE_ROLES = {
  page: { sitemap: 'pages', shownInSections: false, assistant: true },
  service: { sitemap: 'pages', shownInSections: true, assistant: true },
  blogPost: {
    component: 'BlogPostPage',
    listing: '/blog',
    plural: 'articles',
    sitemap: 'blog',
    shownInSections: true,
    shownInListing: true,
    assistant: true,
  },
  caseStudy: {
    component: 'CaseStudyPage',
    listing: '/case-studies',
    plural: 'case studies',
    sitemap: 'case-studies',
    shownInSections: true,
    assistant: true,
  },
} satisfies Record<keyof typeof ROUTE_TYPES, RouteRoles>
const ROLES: Readonly<Record<string, RouteRoles>> = ROUTE_ROLES

export type RoutableType = keyof typeof ROUTE_TYPES

export { DOCUMENT_PATH_GROQ } from './route-groq.ts'

/** The document types that have an address of their own. */
// Pure: a bundle that does not use the list (the site's queries embed only DOCUMENT_PATH_GROQ) leaves the registry out.
export const ROUTABLE_TYPES = /* @__PURE__ */ Object.keys(ROUTE_TYPES) as RoutableType[]

export const routeTypeOf = (type: string | null | undefined): RouteType | undefined =>
  type && Object.hasOwn(ADDRESSES, type) ? { ...ADDRESSES[type]!, ...ROLES[type]! } : undefined

const addressOf = (type: string | null | undefined): RouteAddress | undefined =>
  type && Object.hasOwn(ADDRESSES, type) ? ADDRESSES[type] : undefined

/** The address of a page under `prefix`, for links to a slug in hand. */
export const slugPath = (type: RoutableType, slug: string | null): string =>
  `${ROUTE_TYPES[type].prefix}/${slug}`

export interface RoutableFields {
  _type: string
  path?: unknown
  slug?: { current?: unknown } | string | null
  detail?: unknown
}

/** The address of a document in hand (the GROQ branches', for TypeScript); null when it has no page (yet). */
export function routePathOf(doc: RoutableFields | null | undefined): string | null {
  const type = addressOf(doc?._type)
  if (!doc || !type) return null
  if (type.prefix === null) return typeof doc.path === 'string' ? doc.path : null
  const slug = typeof doc.slug === 'string' ? doc.slug : doc.slug?.current
  if (typeof slug !== 'string' || !slug) return null
  if (type.requires && (doc as unknown as Record<string, unknown>)[type.requires] == null) return null
  return `${type.prefix}/${slug}`
}

/** The router's patterns for the types under a prefix, with the page component of each. */
export const slugRoutes = (): { type: RoutableType; pattern: string; component: string }[] =>
  ROUTABLE_TYPES.flatMap((type) => {
    const { prefix } = ADDRESSES[type]!
    const { component } = ROLES[type]!
    return prefix && component ? [{ type, pattern: `${prefix}/:slug`, component }] : []
  })

/** The registry's types with their own prefix: a page's `path` may not go under one. */
export const prefixedTypes = (): (RouteType & { prefix: string })[] =>
  ROUTABLE_TYPES.map((type) => routeTypeOf(type)!).filter(
    (type): type is RouteType & { prefix: string } => type.prefix !== null,
  )

/** The child sitemap an address belongs in: its type's (and its listing's following pages, under the prefix). */
export function sitemapSectionOf(path: string): string {
  for (const type of ROUTABLE_TYPES) {
    const { prefix } = ADDRESSES[type]!
    if (prefix && path.startsWith(`${prefix}/`)) return ROLES[type]!.sitemap
  }
  return ROUTE_ROLES.page.sitemap
}
