// The live server's route table, kept by the change: a publish asks the lake for the route-table entries of the
// documents it changed (and of the redirects that point at them), and the index adds, moves or removes exactly their
// routes, the following pages of the listings whose counts changed and the child sitemaps of the sections they are in.
// Reading the whole dataset again (route-table.ts's loadRoutes) costs hundreds of milliseconds at 10,000 articles and
// grows with them; this costs what changed. The whole table is still read at start-up, for a change the index cannot
// follow (the site's address) and after a failed step (live-pages.ts): tests/server/route-index.test.ts checks that
// both always agree. A `translation.metadata` is followed the same way: the query answers the ones that link a changed
// document, and the lines of every version they link (their sitemap alternates) are written again.
import { routesOf, type SiteRoute, type SiteRoutesSource } from '../schemas/lib/site-routes.ts'
import {
  byPath,
  listingPageVersions,
  sectionSitemaps,
  sitemapIndex,
  sitemapSection,
  sitemapUrl,
  type Version,
} from './page-files.ts'
import { versionsOf, type RouteTable } from './route-table.ts'

type WithId<T> = T & { _id: string }
type Redirect = RouteTable['redirects'][number]
type Translations = WithId<{ versions: { language: string | null; path: string | null }[] | null }>

/** What the route query answers, each entry with its document's id. */
export type RouteSources = {
  [K in keyof SiteRoutesSource]-?: WithId<NonNullable<SiteRoutesSource[K]>[number]>[]
} & {
  redirects: WithId<Redirect>[]
  translations: Translations[]
  siteUrl: string | null
}

type Kind = keyof Omit<RouteSources, 'siteUrl' | 'translations'>
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

/**
 * What a listing counts an article or case study by: its language (each listing counts its own language's) and an
 * article's category. One key per pair, so the counts need no object per article.
 */
const countKeyOf = (language: string | null | undefined, category: string | null = null) =>
  JSON.stringify([language ?? null, category])

/** A sentinel entry per counted article or case study for routesOf's counts, without one object per article. */
const counted = <T>(
  counts: Map<string, number>,
  entry: (language: string | null, category: string | null) => T,
) =>
  [...counts].flatMap(([key, count]) => {
    const [language, category] = JSON.parse(key) as [string | null, string | null]
    return new Array<T>(count).fill(entry(language, category))
  })

export class RouteIndex {
  readonly siteUrl: string
  private readonly entries = new Map<Kind, Map<string, Entry>>(KINDS.map((kind) => [kind, new Map()]))
  /** Each document's own routes (its page, article or case study). */
  private readonly own = new Map<string, SiteRoute[]>()
  /** The listings' following pages and category pages, which depend on how many articles and case studies there are. */
  private derived: SiteRoute[] = []
  /** The derived routes by their listing's address: their alternates follow the listing's versions. */
  private derivedOf = new Map<string, SiteRoute[]>()
  /** Articles by language and category (in the order they first appeared, as routesOf counts them). */
  private readonly categories = new Map<string, number>()
  /** Case studies by language. */
  private readonly studies = new Map<string, number>()
  private readonly pathCounts = new Map<string, number>()
  private readonly livePaths = new Set<string>()
  /** Each section's routes in sitemap order. */
  private readonly sections = new Map<string, SiteRoute[]>()
  /** Each section's child sitemaps as last written, and its first listed path (the index's order). */
  private readonly sectionFiles = new Map<string, { files: [string, string][]; first: string }>()
  /** The lines of the routes whose page has no other version (the others' alternates follow their versions'). */
  private readonly lines = new WeakMap<SiteRoute, string>()
  /** Each `translation.metadata`'s versions, and the ones that link each path. */
  private readonly groups = new Map<string, Version[]>()
  private readonly groupsOfPath = new Map<string, Set<string>>()

  private constructor(siteUrl: string) {
    this.siteUrl = siteUrl
  }

  /** An index of the whole table (a full rebuild). */
  static from(sources: RouteSources): RouteIndex {
    const index = new RouteIndex(sources.siteUrl ?? 'http://localhost:3000')
    const ids = new Set(KINDS.flatMap((kind) => sources[kind].map((entry) => entry._id)))
    for (const { _id } of sources.translations) ids.add(_id)
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
    const change: RouteChange = { added: [], removed: [], sections: new Set(), redirects: false }
    index.replace([], table.routes, change, false)
    table.translations.forEach((versions, at) => index.link(`#${at}`, versions, change))
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
      translations: [...this.groups.values()],
    }
  }

  /**
   * Applies what the lake answers to `changedRouteSourcesQuery` for `ids`: a document of `ids` the answer leaves out
   * of a list is no longer in it (deleted, unpublished, or no longer routable).
   */
  update(sources: RouteSources, ids: Iterable<string>): RouteChange {
    const changed = new Set(ids)
    for (const kind of KINDS) for (const entry of sources[kind]) changed.add(entry._id)
    for (const { _id } of sources.translations) changed.add(_id)
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
          const [before, after] = [previous, next] as (RouteSources['posts'][number] | undefined)[]
          if (before) this.count(this.categories, countKeyOf(before.language, before.category), -1)
          if (after) this.count(this.categories, countKeyOf(after.language, after.category), 1)
        }
        if (kind === 'caseStudies') {
          const [before, after] = [previous, next] as (RouteSources['caseStudies'][number] | undefined)[]
          if (before) this.count(this.studies, countKeyOf(before.language), -1)
          if (after) this.count(this.studies, countKeyOf(after.language), 1)
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
    const translations = new Map(sources.translations.map((entry) => [entry._id, entry]))
    for (const id of ids) {
      const next = translations.get(id)
      const versions = next ? (versionsOf([next])[0] ?? []) : []
      if (versions.length || this.groups.has(id)) this.link(id, versions, change)
    }
    if (listingsChanged || countsBefore !== this.countKey() || !keepSorted) {
      const before = this.derived
      this.derived = routesOf({
        pages: [],
        caseStudies: counted(this.studies, (language) => ({
          path: null,
          _updatedAt: '',
          noIndex: null,
          hasDetail: null,
          language,
        })),
        posts: counted(this.categories, (language, category) => ({
          path: null,
          _updatedAt: '',
          noIndex: null,
          category,
          language,
        })),
        listings: this.list('listings'),
        caseStudyListings: this.list('caseStudyListings'),
      })
      this.replace(before, this.derived, change, keepSorted)
      this.derivedOf = Map.groupBy(
        this.derived.filter((route) => route.listingPath),
        (route) => route.listingPath!,
      )
      // A listing page that appears or goes changes the lines of its versions in the other languages.
      for (const route of [...change.added, ...change.removed])
        for (const versions of this.listingGroups(route))
          for (const { path } of versions) change.sections.add(sitemapSection(path))
    }
    return change
  }

  /** The versions of a listing's following or category page: its listing's, with its ending (listingPageVersions). */
  private listingGroups(route: SiteRoute): Version[][] {
    const { listingPath } = route
    if (!listingPath) return []
    return [...(this.groupsOfPath.get(listingPath) ?? [])].map((id) =>
      listingPageVersions({ path: route.path, listingPath }, this.groups.get(id)!),
    )
  }

  /**
   * Links `versions` as one page's (a `translation.metadata`'s), none to unlink it: the sections of every version it
   * linked or links are written again, since a version's line names the others. A changed version's page is in them.
   */
  private link(id: string, versions: Version[], change: RouteChange) {
    const before = this.groups.get(id) ?? []
    for (const { path } of before) {
      const ids = this.groupsOfPath.get(path)
      ids?.delete(id)
      if (ids?.size === 0) this.groupsOfPath.delete(path)
    }
    if (versions.length) this.groups.set(id, versions)
    else this.groups.delete(id)
    for (const { path } of versions) {
      let ids = this.groupsOfPath.get(path)
      if (!ids) this.groupsOfPath.set(path, (ids = new Set()))
      ids.add(id)
    }
    for (const { path } of [...before, ...versions]) {
      change.sections.add(sitemapSection(path))
      // A listing's following and category pages name the same languages as the listing.
      for (const route of this.derivedOf.get(path) ?? []) change.sections.add(sitemapSection(route.path))
    }
  }

  /** Whether `path` is in the sitemap: a route there that is indexable and answers 200. */
  private listed(path: string, live: (path: string) => boolean): boolean {
    if (!this.livePaths.has(path) || !live(path)) return false
    const section = this.sections.get(sitemapSection(path)) ?? []
    for (
      let at = insertionPoint(section, { path } as SiteRoute) - 1;
      at >= 0 && section[at]!.path === path;
      at--
    )
      if (section[at]!.indexable) return true
    return false
  }

  /** The versions `route`'s line names: those of its page that are listed, when it has any but its own. */
  private versionsOf(route: SiteRoute, live: (path: string) => boolean): Version[] | undefined {
    const groups = [
      ...[...(this.groupsOfPath.get(route.path) ?? [])].map((id) => this.groups.get(id)!),
      ...this.listingGroups(route),
    ]
    for (const group of groups) {
      const versions = group.filter(({ path }) => this.listed(path, live))
      if (versions.length > 1) return versions
    }
    return undefined
  }

  private list<K extends Kind>(kind: K): RouteSources[K] {
    return [...this.entries.get(kind)!.values()] as RouteSources[K]
  }

  private entry(kind: Kind, id: string) {
    const entry = this.entries.get(kind)!.get(id)
    return entry ? [entry] : []
  }

  private count(counts: Map<string, number>, key: string, delta: number) {
    const count = (counts.get(key) ?? 0) + delta
    if (count > 0) counts.set(key, count)
    else counts.delete(key)
  }

  /** The counts the derived routes read: articles by language and category, case studies by language. */
  private countKey(): string {
    return `${[...this.studies].join('|')}|${[...this.categories].join('|')}`
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
        const versions = this.versionsOf(route, live)
        if (versions) {
          lines.push(sitemapUrl(route, this.siteUrl, versions))
          continue
        }
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
