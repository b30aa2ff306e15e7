// The route registry: every document type with an address of its own, and what follows from that address. The
// router (web/src/app/routes.tsx), the route table and sitemaps (render/), the Studio's site links and Presentation
// (studio/), the assistant's links (functions/chat/), the links of cards and pages and the GROQ that computes a
// document's address (schemas/lib/document-path.ts) all read it. README, "Add a routable document type".

export interface RouteType {
  /**
   * Where its pages live: under `prefix`, one per slug (`/blog/<slug>`), answered by the router's `/blog/:slug` and
   * by `component`. Null: at the address in the document's own `path` field, which the router's catch-all answers.
   */
  prefix: string | null
  /** The page component in web/src/pages (file name without `.tsx`) that renders `prefix`/:slug. */
  component?: string
  /** The field the document needs before it has a page: a case study is only a card until it has its detail. */
  requires?: string
  /** What the Studio calls its documents where a page's address may not go under `prefix` ("… belong to the articles"). */
  plural?: string
  /** Where a document without its own page is found (its listing), for the Studio's site link and the assistant. */
  listing?: string
  /** Its child sitemap: `sitemap-<section>-1.xml` holds the addresses under `prefix`. */
  sitemap: string
  /**
   * The GROQ of its address, one `select` branch after `_type == "<type>" &&`: literal, since TypeGen reads the
   * queries it is part of without running code (schemas/lib/document-path.ts joins the branches).
   */
  groq: string
  /** Presentation lists the pages whose sections show it as a card (a page shows only at its own address). */
  shownInSections: boolean
  /** Presentation also lists the listing page that shows it (an article in the blog listing). */
  shownInListing?: boolean
  /** Whether the assistant reads its documents and links its answers to them (functions/chat/knowledge.ts). */
  assistant: boolean
}

export const ROUTE_TYPES = {
  page: {
    prefix: null,
    sitemap: 'pages',
    groq: 'true => path',
    shownInSections: false,
    assistant: true,
  },
  service: {
    prefix: null,
    sitemap: 'pages',
    groq: 'true => path',
    shownInSections: true,
    assistant: true,
  },
  blogPost: {
    prefix: '/blog',
    component: 'BlogPostPage',
    plural: 'articles',
    listing: '/blog',
    sitemap: 'blog',
    groq: 'defined(slug.current) => "/blog/" + slug.current',
    shownInSections: true,
    shownInListing: true,
    assistant: true,
  },
  caseStudy: {
    prefix: '/case-studies',
    component: 'CaseStudyPage',
    requires: 'detail',
    plural: 'case studies',
    listing: '/case-studies',
    sitemap: 'case-studies',
    groq: 'defined(slug.current) && defined(detail) => "/case-studies/" + slug.current',
    shownInSections: true,
    assistant: true,
  },
} as const
// `as const`, not `satisfies`: TypeGen reads the `groq` fields below and understands only the former.
const REGISTRY: Readonly<Record<string, RouteType>> = ROUTE_TYPES

export type RoutableType = keyof typeof ROUTE_TYPES

/**
 * A document's address in GROQ, null when it has none: one branch per type of the registry, each its `groq`. Written
 * out, since TypeGen cannot run a loop; tests/codebase/routes.test.ts fails when a type of the registry has no branch.
 */
export const DOCUMENT_PATH_GROQ = `select(
  _type == "page" && ${ROUTE_TYPES.page.groq},
  _type == "service" && ${ROUTE_TYPES.service.groq},
  _type == "blogPost" && ${ROUTE_TYPES.blogPost.groq},
  _type == "caseStudy" && ${ROUTE_TYPES.caseStudy.groq}
)`

/** The document types that have an address of their own. */
export const ROUTABLE_TYPES = Object.keys(ROUTE_TYPES) as RoutableType[]

export const routeTypeOf = (type: string | null | undefined): RouteType | undefined =>
  type && Object.hasOwn(REGISTRY, type) ? REGISTRY[type] : undefined

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
  const type = routeTypeOf(doc?._type)
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
    const { prefix, component } = REGISTRY[type]!
    return prefix && component ? [{ type, pattern: `${prefix}/:slug`, component }] : []
  })

/** The registry's types with their own prefix: a page's `path` may not go under one. */
export const prefixedTypes = (): (RouteType & { prefix: string })[] =>
  Object.values(REGISTRY).filter((type): type is RouteType & { prefix: string } => type.prefix !== null)

/** The child sitemap an address belongs in: its type's (and its listing's following pages, under the prefix). */
export function sitemapSectionOf(path: string): string {
  for (const type of ROUTABLE_TYPES) {
    const { prefix, sitemap } = REGISTRY[type]!
    if (prefix && path.startsWith(`${prefix}/`)) return sitemap
  }
  return ROUTE_TYPES.page.sitemap
}
