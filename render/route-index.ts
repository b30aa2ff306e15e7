// The live server's route table, kept by the change: a publish asks the lake for the route-table entries of the
// documents it changed (and of the redirects that point at them), and the index adds, moves or removes exactly their
// routes, the following pages of the listings whose counts changed and the child sitemaps of the sections they are in.
// Reading the whole dataset again (route-table.ts's loadRoutes) costs hundreds of milliseconds at 10,000 articles and
// grows with them; this costs what changed. The whole table is still read at start-up, for a change the index cannot
// follow (the site's address) and after a failed step (live-pages.ts): tests/server/route-index.test.ts checks that
// both always agree.
import { routesOf, type SiteRoute, type SiteRoutesSource } from '../schemas/lib/site-routes.ts'
import { DEFAULT_LANGUAGE } from '../shared/languages.ts'
import { byPath, sectionSitemaps, sitemapIndex, sitemapSection, sitemapUrl } from './page-files.ts'
import type { RouteTable } from './route-table.ts'

type WithId<T> = T & { _id: string }
type Redirect = RouteTable['redirects'][number]

/** What the route query answers, each entry with its document's id. */
export type RouteSources = {
  [K in keyof SiteRoutesSource]-?: WithId<NonNullable<SiteRoutesSource[K]>[number]>[]
} & {
  redirects: WithId<Redirect>[]
  siteUrl: string | null
}

type Kind = keyof Omit<RouteSources, 'siteUrl'>
type Entry = RouteSources[Kind][number]
const KINDS: Kind[] = [
  'pages',
  'caseStudies',
  'posts',
  'others',
  'listings',
  'caseStudyListings',
  'redirects',
]
/** The kinds whose entries are a document's own address (the others derive addresses or redirect). */
const OWN_KINDS = ['pages', 'caseStudies', 'posts', 'others'] as const

/** A change the index cannot follow by its documents: every address's origin, so every sitemap line, changes. */
export const FULL_REBUILD_IDS = new Set(['siteSettings'])

/** What an update changed: the routes added and removed (a moved route is both), and the sections they are in. */
export interface RouteChange {
  added: SiteRoute[]
  removed: SiteRoute[]
  sections: Set<string>
  redirects: boolean
}

const routeKey = (route: SiteRoute) => `${route.path}\n${route.updatedAt}\n${route.indexable}`

/** Where `route` goes in `list` (sorted by path): after the routes with the same path, as a stable sort puts it. */
function insertionPoint(list: SiteRoute[], route: SiteRoute): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (byPath(list[middle]!, route) <= 0) low = middle + 1
    else high = middle
  }
  return low
}

type CountedPost = { language: string; category: string | null; count: number }

/** A sentinel "post" per article for routesOf's counts, without one object per article. */
const countedPosts = (categories: Map<string, CountedPost>) =>
  [...categories.values()].flatMap(({ language, category, count }) =>
    new Array<SiteRoutesSource['posts'][number]>(count).fill({
      path: null,
      _updatedAt: '',
      noIndex: null,
      language,
      category: category as SiteRoutesSource['posts'][number]['category'],
    }),
  )

/** A sentinel case study per case study of each language, for routesOf's counts. */
const countedCaseStudies = (languages: Map<string, number>) =>
  [...languages].flatMap(([language, count]) =>
    new Array<SiteRoutesSource['caseStudies'][number]>(count).fill({
      path: null,
      _updatedAt: '',
      noIndex: null,
      hasDetail: null,
      language,
    }),
  )

/** An article's or case study's language as the listings count it (one from before there were languages is English). */
const languageOfEntry = (entry: { language?: string | null }) => entry.language ?? DEFAULT_LANGUAGE

export class RouteIndex {
  readonly siteUrl: string
  private readonly entries = new Map<Kind, Map<string, Entry>>(KINDS.map((kind) => [kind, new Map()]))
  /** Each document's own routes (its page, article or case study). */
  private readonly own = new Map<string, SiteRoute[]>()
  /** The listings' following pages and category pages, which depend on how many articles and case studies there are. */
  private derived: SiteRoute[] = []
  /**
   * Articles by language and category (in the order they first appeared, as routesOf counts them): each language's
   * listing counts its own.
   */
  private readonly categories = new Map<string, CountedPost>()
  /** Case studies by language. */
  private readonly caseStudyLanguages = new Map<string, number>()
  private readonly pathCounts = new Map<string, number>()
  private readonly livePaths = new Set<string>()
  /** Each section's routes in sitemap order. */
  private readonly sections = new Map<string, SiteRoute[]>()
  /** Each section's child sitemaps as last written, and its first listed path (the index's order). */
  private readonly sectionFiles = new Map<string, { files: [string, string][]; first: string }>()
  private readonly lines = new WeakMap<SiteRoute, string>()

  private constructor(siteUrl: string) {
    this.siteUrl = siteUrl
  }

  /** An index of the whole table (a full rebuild). */
  static from(sources: RouteSources): RouteIndex {
    const index = new RouteIndex(sources.siteUrl ?? 'http://localhost:3000')
    const ids = new Set(KINDS.flatMap((kind) => sources[kind].map((entry) => entry._id)))
    index.apply(sources, ids, false)
    for (const list of index.sections.values()) list.sort(byPath)
    return index
  }

  /**
   * An index of a table without document ids (a renderer that only reads it whole: tests' stand-ins): each route
   * stands alone, and every change reads the table whole again.
   */
  static fromTable(table: RouteTable): RouteIndex {
    const index = new RouteIndex(table.siteUrl)
    table.routes.forEach((route, at) => index.own.set(`#${at}`, [route]))
    table.redirects.forEach((redirect, at) =>
      index.entries.get('redirects')!.set(`#${at}`, { ...redirect, _id: `#${at}` }),
    )
    index.replace([], table.routes, { added: [], removed: [], sections: new Set(), redirects: false }, false)
    for (const list of index.sections.values()) list.sort(byPath)
    return index
  }

  /** The paths that are routes now (a live view: updates change it). */
  get paths(): ReadonlySet<string> {
    return this.livePaths
  }

  get redirects(): Redirect[] {
    return this.list('redirects').map(({ from, to, permanent }) => ({ from, to, permanent }))
  }

  /** The table as loadRoutes answers it (the routes in another order). */
  table(): RouteTable {
    return {
      routes: [...this.own.values(), this.derived].flat(),
      redirects: this.redirects,
      siteUrl: this.siteUrl,
    }
  }

  /**
   * Applies what the lake answers to `changedRouteSourcesQuery` for `ids`: a document of `ids` the answer leaves out
   * of a list is no longer in it (deleted, unpublished, or no longer routable).
   */
  update(sources: RouteSources, ids: Iterable<string>): RouteChange {
    const changed = new Set(ids)
    for (const kind of KINDS) for (const entry of sources[kind]) changed.add(entry._id)
    return this.apply(sources, changed, true)
  }

  private apply(sources: RouteSources, ids: Set<string>, keepSorted: boolean): RouteChange {
    const change: RouteChange = { added: [], removed: [], sections: new Set(), redirects: false }
    const countsBefore = this.countKey()
    let listingsChanged = false
    for (const kind of KINDS) {
      const entries = this.entries.get(kind)!
      const answered = new Map<string, Entry>(sources[kind].map((entry) => [entry._id, entry]))
      for (const id of ids) {
        const next = answered.get(id)
        const previous = entries.get(id)
        if (!next && !previous) continue
        if (kind === 'posts') {
          if (previous) this.count(previous as RouteSources['posts'][number], -1)
          if (next) this.count(next as RouteSources['posts'][number], 1)
        }
        if (kind === 'caseStudies') {
          if (previous) this.countCaseStudy(previous as RouteSources['caseStudies'][number], -1)
          if (next) this.countCaseStudy(next as RouteSources['caseStudies'][number], 1)
        }
        if (next) entries.set(id, next)
        else entries.delete(id)
        if (kind === 'redirects') change.redirects = true
        if (kind === 'listings' || kind === 'caseStudyListings') listingsChanged = true
      }
    }
    for (const id of ids) {
      const before = this.own.get(id) ?? []
      const after = routesOf({
        pages: [],
        caseStudies: [],
        posts: [],
        listings: [],
        caseStudyListings: [],
        ...Object.fromEntries(OWN_KINDS.map((kind) => [kind, this.entry(kind, id)])),
      } as SiteRoutesSource)
      if (after.length) this.own.set(id, after)
      else this.own.delete(id)
      this.replace(before, after, change, keepSorted)
    }
    if (listingsChanged || countsBefore !== this.countKey() || !keepSorted) {
      const before = this.derived
      this.derived = routesOf({
        pages: [],
        caseStudies: countedCaseStudies(this.caseStudyLanguages),
        posts: countedPosts(this.categories),
        listings: this.list('listings'),
        caseStudyListings: this.list('caseStudyListings'),
      })
      this.replace(before, this.derived, change, keepSorted)
    }
    return change
  }

  private list<K extends Kind>(kind: K): RouteSources[K] {
    return [...this.entries.get(kind)!.values()] as RouteSources[K]
  }

  private entry(kind: Kind, id: string) {
    const entry = this.entries.get(kind)!.get(id)
    return entry ? [entry] : []
  }

  private count(post: { language?: string | null; category: string | null }, delta: number) {
    const language = languageOfEntry(post)
    const key = JSON.stringify([language, post.category])
    const count = (this.categories.get(key)?.count ?? 0) + delta
    if (count > 0) this.categories.set(key, { language, category: post.category, count })
    else this.categories.delete(key)
  }

  private countCaseStudy(study: { language?: string | null }, delta: number) {
    const language = languageOfEntry(study)
    const count = (this.caseStudyLanguages.get(language) ?? 0) + delta
    if (count > 0) this.caseStudyLanguages.set(language, count)
    else this.caseStudyLanguages.delete(language)
  }

  /** The counts the derived routes read: articles by language and category, and case studies by language. */
  private countKey(): string {
    const posts = [...this.categories].map(([key, { count }]) => `${key}:${count}`)
    return `${[...this.caseStudyLanguages].join('|')}|${posts.join('|')}`
  }

  /** Swaps `before` for `after` in the paths and the sections: routes in both stay put. */
  private replace(before: SiteRoute[], after: SiteRoute[], change: RouteChange, keepSorted: boolean) {
    const kept = new Map<string, number>()
    for (const route of before) kept.set(routeKey(route), (kept.get(routeKey(route)) ?? 0) + 1)
    const added: SiteRoute[] = []
    for (const route of after) {
      const left = kept.get(routeKey(route)) ?? 0
      if (left > 0) kept.set(routeKey(route), left - 1)
      else added.push(route)
    }
    const removed = before.filter((route) => {
      const left = kept.get(routeKey(route)) ?? 0
      if (left <= 0) return false
      kept.set(routeKey(route), left - 1)
      return true
    })
    for (const route of removed) {
      const section = this.sections.get(sitemapSection(route.path))!
      // The same route (path, date, indexable) may be listed twice (two documents at one address): remove one.
      let at = insertionPoint(section, route) - 1
      while (at >= 0 && section[at]!.path === route.path && routeKey(section[at]!) !== routeKey(route)) at--
      if (at >= 0 && section[at]!.path === route.path) section.splice(at, 1)
      const count = this.pathCounts.get(route.path)! - 1
      if (count > 0) this.pathCounts.set(route.path, count)
      else {
        this.pathCounts.delete(route.path)
        this.livePaths.delete(route.path)
      }
      change.removed.push(route)
      change.sections.add(sitemapSection(route.path))
    }
    for (const route of added) {
      const name = sitemapSection(route.path)
      let section = this.sections.get(name)
      if (!section) this.sections.set(name, (section = []))
      if (keepSorted) section.splice(insertionPoint(section, route), 0, route)
      else section.push(route)
      this.pathCounts.set(route.path, (this.pathCounts.get(route.path) ?? 0) + 1)
      this.livePaths.add(route.path)
      change.added.push(route)
      change.sections.add(name)
    }
  }

  /**
   * The sitemap files, as sitemapFiles writes them for this table's routes with the routes `live` refuses made
   * non-indexable (a page that does not answer 200), rebuilding only the `dirty` sections' child sitemaps.
   */
  sitemaps(dirty: Iterable<string> | 'all', live: (path: string) => boolean): Map<string, string> {
    for (const name of dirty === 'all' ? this.sections.keys() : dirty) {
      const lines: string[] = []
      for (const route of this.sections.get(name) ?? []) {
        if (!route.indexable || !live(route.path)) continue
        let line = this.lines.get(route)
        if (line === undefined) this.lines.set(route, (line = sitemapUrl(route, this.siteUrl)))
        lines.push(line)
      }
      const first = (this.sections.get(name) ?? []).find((route) => route.indexable && live(route.path))
      if (first) this.sectionFiles.set(name, { files: sectionSitemaps(name, lines), first: first.path })
      else this.sectionFiles.delete(name)
    }
    const files = new Map(
      [...this.sectionFiles.values()]
        .sort((a, b) => a.first.localeCompare(b.first))
        .flatMap((section) => section.files),
    )
    files.set('sitemap.xml', sitemapIndex(files.keys(), this.siteUrl))
    return files
  }
}
