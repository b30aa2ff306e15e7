// The route registry: every document type with an address of its own, and what follows from that address. The
// router (web/src/app/routes.tsx), the route table and sitemaps (render/), the Studio's site links and Presentation
// (studio/), the assistant's links (functions/chat/), the links of cards and pages and the GROQ that computes a
// document's address (schemas/lib/document-path.ts) all read it. README, "Add a routable document type".

import { DEFAULT_LANGUAGE, isLanguageId, LANGUAGES, languageOf, type LanguageId } from './languages.ts'

/** Where a type's documents live: what links, the router and every page's head need (the site's JavaScript). */
export interface RouteAddress {
  /**
   * Where its English pages live: under `prefix`, one per slug (`/blog/<slug>`), answered by the router's
   * `/blog/:slug` and by `component`. Null: at the address in the document's own `path` field, which the router's
   * catch-all answers.
   */
  prefix: string | null
  /**
   * Where another language's pages of the type live, where that is not `prefix` under the language's own
   * (`/de/blog`): `{de: '/de/referenzen'}`. A document's language is its `language` field.
   */
  prefixes?: Partial<Record<LanguageId, string>>
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
  caseStudy: { prefix: '/case-studies', prefixes: { de: '/de/referenzen' }, requires: 'detail' },
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

/** Where a prefixed type's pages in `language` live (`/blog`, `/de/blog`, `/de/referenzen`); null for the others. */
export function prefixOf(
  type: string,
  language: string | null | undefined = DEFAULT_LANGUAGE,
): string | null {
  const address = addressOf(type)
  if (!address?.prefix) return null
  const id = isLanguageId(language) ? language : DEFAULT_LANGUAGE
  return address.prefixes?.[id] ?? `${languageOf(id).prefix}${address.prefix}`
}

/** The address of a page under its type's prefix in `language`, for links to a slug in hand. */
export const slugPath = (type: RoutableType, slug: string | null, language?: string | null): string =>
  `${prefixOf(type, language)}/${slug}`

export interface RoutableFields {
  _type: string
  language?: string | null
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
  return `${prefixOf(doc._type, doc.language)}/${slug}`
}

/** The router's patterns for the types under a prefix, in every language, with the page component of each. */
export const slugRoutes = (): {
  type: RoutableType
  language: LanguageId
  pattern: string
  component: string
}[] =>
  ROUTABLE_TYPES.flatMap((type) => {
    const { component } = ROLES[type]!
    return LANGUAGES.flatMap(({ id }) => {
      const prefix = prefixOf(type, id)
      return prefix && component ? [{ type, language: id, pattern: `${prefix}/:slug`, component }] : []
    })
  })

/**
 * The registry's types with their own prefix, once per language (`/blog`, `/de/blog`): a page's `path` may not go
 * under one.
 */
export const prefixedTypes = (): (RouteType & { prefix: string })[] =>
  ROUTABLE_TYPES.flatMap((type) =>
    LANGUAGES.flatMap(({ id }) => {
      const prefix = prefixOf(type, id)
      return prefix ? [{ ...routeTypeOf(type)!, prefix }] : []
    }),
  )

/** The child sitemap an address belongs in: its type's (and its listing's following pages, under the prefix). */
export function sitemapSectionOf(path: string): string {
  for (const type of ROUTABLE_TYPES)
    for (const { id } of LANGUAGES) {
      const prefix = prefixOf(type, id)
      if (prefix && path.startsWith(`${prefix}/`)) return ROLES[type]!.sitemap
    }
  return ROUTE_ROLES.page.sitemap
}
