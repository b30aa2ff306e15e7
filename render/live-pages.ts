// The site's pages, kept as current as the content: every routable document has its prerendered HTML file, and after
// each publish a refresh reloads the route table (new pages, deletions, redirects), renders the routes that are new,
// re-runs the queries whose sync tags the publish touched (a page's query that read nothing that changed is not
// asked again) and re-renders exactly the pages whose data changed, most visited first and a step at a time so that
// the next publish need not wait for the rest, then rewrites sitemap.xml, robots.txt and _redirects. Visitors get the previous file until the new one is in place (written to a temporary
// file and renamed: never blank, never half-written). The build uses the same class to render every route once.
// See docs/live-html.md.
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import {
  NOT_FOUND_PATH,
  decodeManifest,
  isNotFoundPath,
  notFoundFileOf,
  notFoundPathOf,
  notFoundPathsFor,
  ManifestEncoder,
  routesManifestFile,
  type RouteRecord,
  type RoutesManifest,
} from './routes-manifest.ts'
import { loadRedirects, type Redirect } from './redirects.ts'
import { languageOfPath } from '../shared/languages.ts'
import { collapseRedirects } from '../schemas/lib/redirect-target.ts'
import {
  ENCODINGS,
  htmlFileFor,
  pageCopies,
  redirectsFile,
  robotsTxt,
  sitemapSection,
  writePageFiles,
} from './page-files.ts'
import { queryIdentity, type PageRenderer, type RenderedFile } from './renderer.ts'
import { PageDependencies } from './page-dependencies.ts'
import { FULL_REBUILD_IDS, RouteIndex } from './route-index.ts'
import type { RouteTable } from './route-table.ts'

export type Resolution =
  | { kind: 'redirect'; to: string; status: number }
  | { kind: 'page'; file: string; status: number; etag: string }
  | { kind: 'not-found'; file: string; etag?: string }
  /** A route that exists but could not be rendered (the renderer failed): try again shortly. */
  | { kind: 'unavailable' }

export interface RefreshOutcome {
  rendered: string[]
  removed: string[]
  /** Paths whose render failed, and why: their previous page, if any, is still served. */
  failed: { path: string; reason: string }[]
}

export interface LivePagesOptions {
  clientDir: string
  renderer: PageRenderer
  log?: (line: string) => void
  /** After a failed refresh (the lake unreachable), try again this much later. */
  retryMs?: number
  /**
   * Writes each page and its compressed copies instead of the rendered copies and a temporary file and a rename per
   * file: the build's (page-writer-thread.ts), whose output nobody reads until it is done.
   */
  writer?: PageWriter
}

/** Writes a page's file (an absolute path) and its compressed copies beside it (ENCODINGS). */
export interface PageWriter {
  write(file: string, html: string): Promise<void>
}

/** Renders in flight at once (see renderAll). */
const RENDER_CONCURRENCY = 4

/**
 * Queries a check asks of the renderer at a time: between two such steps, a change that arrived stops the check, so a
 * publish waits for one step (tens of milliseconds), not for a check of a thousand listing pages.
 */
const CHECK_STEP = 80

/** How often the manifest is written while publishes keep arriving (see refresh). */
const MANIFEST_INTERVAL_MS = 5000

/** The longest a request waits for the route table after a publish. */
const TABLE_WAIT_MS = 2000
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())

function* filter<T>(items: Iterable<T>, keep: (item: T) => boolean): Iterable<T> {
  for (const item of items) if (keep(item)) yield item
}

const emptyManifest = (): RoutesManifest => ({ routes: {}, queries: {} })

/** Writes a file so that readers see the old or the new content, never a part of it. */
async function writeAtomic(file: string, content: string | Uint8Array | Iterable<string>) {
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`
  await writeFile(temporary, content)
  await rename(temporary, file)
}

/** What the server answers for each redirect's old address (chains collapsed, live pages never hidden). */
const redirectMap = (redirects: RouteTable['redirects'], livePaths: ReadonlySet<string>) =>
  new Map<string, Redirect>(
    [...collapseRedirects(redirects, livePaths)].map(([from, { to, permanent }]) => [
      from,
      { to, status: permanent ? 301 : 302 },
    ]),
  )

/**
 * The home page first; then the groups in the order given (here: the pages that read a document this refresh's
 * publishes changed by its address, the page the marketer just published, not one of ten thousand that merely list
 * its type; those an interrupted refresh had named; those it left stale); then the others by depth (`/services`
 * before `/blog/some-article`): the most visited first. The 404 page last, whatever order the pages were rendered in
 * before. Within a group, by depth too.
 */
async function byPriority(
  paths: Iterable<string>,
  ...groups: ((path: string) => boolean)[]
): Promise<string[]> {
  const group = (path: string) => {
    if (path === '/') return 0
    if (isNotFoundPath(path)) return groups.length + 2
    const index = groups.findIndex((inGroup) => inGroup(path))
    return index === -1 ? groups.length + 1 : index + 1
  }
  // In buckets by group and depth, in the order given within each: linear, where a sort of 50,000 paths on every
  // publish of a burst held the main thread for tens of milliseconds.
  const buckets = new Map<number, string[]>()
  let seen = 0
  for (const path of paths) {
    if (++seen % PATHS_PER_TURN === 0) await nextTurn()
    let depth = 1
    for (let index = 0; index < path.length; index++) if (path.charCodeAt(index) === SLASH) depth++
    const key = group(path) * DEPTH_KEYS + Math.min(depth, DEPTH_KEYS - 1)
    const bucket = buckets.get(key)
    if (bucket) bucket.push(path)
    else buckets.set(key, [path])
  }
  return [...buckets.keys()].sort((a, b) => a - b).flatMap((key) => buckets.get(key)!)
}
const SLASH = '/'.charCodeAt(0)

/**
 * Pages a refresh goes through between two turns of the event loop: when a change touches every page (a figure in
 * the menu), each publish of a burst walks all of them, and a visitor's request waits for one such stretch, not for
 * 50,000 pages.
 */
const PATHS_PER_TURN = 1000
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))
/** Depths told apart by byPriority: no address is this deep. */
const DEPTH_KEYS = 1024

export class LivePages {
  private readonly clientDir: string
  private readonly renderer: PageRenderer
  private readonly log: (line: string) => void
  private readonly retryMs: number
  private readonly writer: PageWriter | undefined
  private manifest: RoutesManifest
  /** Which pages ran which of the manifest's queries, and their tags: kept with the manifest. */
  private readonly dependencies: PageDependencies
  private paths: ReadonlySet<string>
  private redirects: Map<string, Redirect>
  /** Renders under way, each with the number of changes seen when it began (see renderRoute). */
  private readonly rendering = new Map<string, { render: Promise<RouteRecord>; changes: number }>()
  /** Counts the changes (invalidate): a render begun before the latest one may show what it replaced. */
  private changeCount = 0
  private dirty = false
  private running: Promise<void> | null = null
  /** The route table, kept by the change (route-index.ts). */
  private table: RouteIndex | null = null
  /** The documents whose routes changed since the table was last loaded, or `all`: read it whole. */
  private tableIds: Set<string> | 'all' = 'all'
  /** Settles when a route table loaded after the latest change serves requests. */
  private tableApplied: Promise<void> = Promise.resolve()
  /** A table load that has not started yet: it will see any change made until it starts. */
  private queuedTable: Promise<void> | null = null
  /**
   * Routes were added or removed since the last refresh looked: only then does it compare every path with the
   * manifest (a scan of 50,000 paths per publish is what a burst of figure changes need not pay).
   */
  private routesChanged = true
  /** Table loads queued or under way: while there are none, requests do not wait at all. */
  private tableLoads = 0
  private retryTimer: NodeJS.Timeout | undefined
  private closed = false
  private manifestWrite: Promise<void> = Promise.resolve()
  private derivedFiles = new Map<string, string>()
  /**
   * Pages the refresh under way found stale and has not rendered yet: a request for one renders it at once rather
   * than waiting for its turn (at thousands of pages, the turn of a page a release changed could be seconds away).
   */
  private pending = new Set<string>()
  /**
   * The sync tags of the changes not yet refreshed, or `all` when a change came without them (start-up, a retry):
   * then every page is checked.
   */
  private changes: Set<string> | 'all' = new Set()
  /**
   * Those of `changes` that name a changed document's address (its slug or path): the pages that carry one, its own
   * page, are checked first.
   */
  private named = new Set<string>()
  /** Pages an interrupted refresh found stale and did not render: the next refresh renders them unchecked. */
  private carried = new Set<string>()
  /**
   * Pages an interrupted refresh had still to check for its changes: the next refresh checks every query they ran,
   * whatever it was asked for. Carrying pages rather than the changes' tags means a page is checked once for a
   * change, however many publishes interrupt the refresh that checks it.
   */
  private unchecked = new Set<string>()
  /** Of the pages carried or unchecked, those an interrupted refresh checked first: the next one does too. */
  private namedPaths = new Set<string>()
  /** Renders of the refresh under way that failed, and why. */
  private readonly failures = new Map<string, string>()
  /** The sitemap sections whose routes (or their pages' statuses) changed since they were written, or `all`. */
  private sitemapSections: Set<string> | 'all' = 'all'
  /** The redirects changed, or the table was read whole, since robots.txt and _redirects were written. */
  private redirectsChanged = true
  private manifestWrittenAt = 0
  private readonly manifestEncoder = new ManifestEncoder()
  /** Folders of pages written here (a renderer without renderFile): each made once. */
  private readonly pageFolders = new Set<string>()
  /** Numbers the refreshes: the renders of one refresh share their queries' answers (PageRenderer.render). */
  private batch = 0

  private constructor(options: LivePagesOptions, manifest: RoutesManifest, redirects: Map<string, Redirect>) {
    this.clientDir = options.clientDir
    this.renderer = options.renderer
    this.log = options.log ?? ((line) => console.log(line))
    this.retryMs = options.retryMs ?? 5000
    this.writer = options.writer
    this.manifest = manifest
    this.dependencies = PageDependencies.from(manifest)
    this.paths = new Set(Object.keys(manifest.routes).filter((path) => !isNotFoundPath(path)))
    this.redirects = redirects
  }

  /** Starts from what is on disk (a build, or the pages a previous run kept); `fresh` ignores it (the build). */
  static async open(options: LivePagesOptions & { fresh?: boolean }): Promise<LivePages> {
    if (options.fresh) return new LivePages(options, emptyManifest(), new Map())
    const text = await readFile(routesManifestFile(options.clientDir), 'utf8').catch(() => null)
    return new LivePages(
      options,
      text ? decodeManifest(text) : emptyManifest(),
      await loadRedirects(options.clientDir),
    )
  }

  get routeCount(): number {
    return this.paths.size
  }

  /** What answers `path` now. Waits only for what a just-published change needs: its route table, or its first render. */
  async resolve(path: string): Promise<Resolution> {
    // Right after a publish, the route table is reloaded (tens of milliseconds): answer from the new one, unless
    // the lake is slow to say, then from the one there is.
    if (this.tableLoads > 0) await Promise.race([this.tableApplied, delay(TABLE_WAIT_MS)])
    const redirect = this.redirects.get(path)
    if (redirect) return { kind: 'redirect', ...redirect }
    if (this.paths.has(path)) {
      const stale = this.pending.delete(path)
      const rendered = stale ? await this.renderRoute(path, this.batch).catch(() => null) : null
      const record =
        rendered ?? this.manifest.routes[path] ?? (await this.renderRoute(path).catch(() => null))
      if (!record) return { kind: 'unavailable' }
      return {
        kind: 'page',
        file: join(this.clientDir, record.file),
        status: record.status,
        etag: record.etag,
      }
    }
    // The 404 page in the address's language (`/de/…` gets the German one), else the default language's.
    const notFound =
      this.manifest.routes[notFoundPathOf(languageOfPath(path))] ?? this.manifest.routes[NOT_FOUND_PATH]
    return {
      kind: 'not-found',
      file: join(this.clientDir, notFound?.file ?? notFoundFileOf(NOT_FOUND_PATH)),
      etag: notFound?.etag,
    }
  }

  /**
   * Marks the pages as possibly out of date: a refresh starts, or runs once more after the one under way. `routes`
   * says whether the route table may have changed (a routable document, a redirect, the site's address): only then
   * do requests wait for it to be reloaded.
   */
  invalidate({
    routes = true,
    ids,
    tags,
    named,
  }: {
    routes?: boolean
    ids?: Iterable<string>
    tags?: Iterable<string>
    named?: Iterable<string>
  } = {}): void {
    if (this.closed) return
    this.dirty = true
    this.changeCount++
    if (!tags) this.changes = 'all'
    else if (this.changes !== 'all') for (const tag of tags) this.changes.add(tag)
    for (const tag of named ?? []) this.named.add(tag)
    if (routes) this.reloadTable(ids)
    if (!this.running) this.running = this.run()
  }

  /**
   * Queues a load of the route table after the one under way, unless one is already waiting to start (it then takes
   * these documents too). `ids`: only their routes may have changed; without them, the table is read whole.
   */
  private reloadTable(ids?: Iterable<string>) {
    if (!ids) this.tableIds = 'all'
    else if (this.tableIds !== 'all') for (const id of ids) this.tableIds.add(id)
    if (this.queuedTable) return
    this.tableLoads++
    const load = this.tableApplied.then(async () => {
      this.queuedTable = null
      const changed = this.tableIds
      this.tableIds = new Set()
      try {
        await this.loadTable(changed)
      } catch (error) {
        // What changed is not in the table: the next load reads it whole.
        this.tableIds = 'all'
        this.log(`pages: could not load the route table: ${(error as Error).message}`)
      } finally {
        this.tableLoads--
      }
    })
    this.queuedTable = load
    this.tableApplied = load
  }

  /**
   * Updates the table by the documents that changed, or reads it whole: at start-up, for a change of the site's
   * address, from a renderer that cannot say which entries are whose, and when the update by the change fails.
   */
  private async loadTable(ids: Set<string> | 'all') {
    const { routeSources } = this.renderer
    const table = this.table
    if (table && routeSources && ids !== 'all' && ![...ids].some((id) => FULL_REBUILD_IDS.has(id))) {
      if (ids.size === 0) return
      try {
        const change = table.update(await routeSources.call(this.renderer, [...ids]), ids)
        this.addSitemapSections(change.sections)
        // Chains are collapsed over the live paths: a page added or removed can hide or reveal a redirect.
        if (change.added.length || change.removed.length) this.routesChanged = true
        if (change.redirects || change.added.length || change.removed.length) {
          this.redirects = redirectMap(table.redirects, this.paths)
          this.redirectsChanged = true
        }
        return
      } catch (error) {
        this.log(
          `pages: could not update the route table by the change, reading it whole: ${(error as Error).message}`,
        )
      }
    }
    const index = routeSources
      ? RouteIndex.from(await routeSources.call(this.renderer))
      : RouteIndex.fromTable(await this.renderer.routes())
    this.table = index
    this.paths = index.paths
    this.routesChanged = true
    this.redirects = redirectMap(index.redirects, this.paths)
    this.sitemapSections = 'all'
    this.redirectsChanged = true
  }

  private addSitemapSections(sections: Iterable<string>) {
    if (this.sitemapSections !== 'all') for (const section of sections) this.sitemapSections.add(section)
  }

  /** Whether a refresh is pending or under way: a published change may be about to replace some pages. */
  get refreshing(): boolean {
    return this.running !== null
  }

  /** Resolves once no refresh is pending or running, or after `ms`, whichever comes first. */
  settledWithin(ms: number): Promise<void> {
    return Promise.race([this.settled(), delay(ms)])
  }

  /** Resolves once no refresh is pending or running. */
  async settled(): Promise<void> {
    while (this.running) await this.running
    await this.manifestWrite
  }

  async close(): Promise<void> {
    this.closed = true
    clearTimeout(this.retryTimer)
    await this.settled()
  }

  private async run() {
    try {
      while (this.dirty && !this.closed) {
        this.dirty = false
        const changes = this.changes
        const named = this.named
        this.changes = new Set()
        this.named = new Set()
        try {
          await this.refresh({ routes: false, changes, named })
        } catch (error) {
          this.log(`pages: refresh failed, retrying in ${this.retryMs / 1000} s: ${(error as Error).message}`)
          clearTimeout(this.retryTimer)
          this.retryTimer = setTimeout(() => this.invalidate(), this.retryMs)
          this.retryTimer.unref()
        }
      }
    } finally {
      // In the same step as the loop's last check, so a change arriving now starts a new run.
      this.running = null
    }
  }

  /**
   * Brings every page up to date with the lake: called by the build once, and after each change by `invalidate`
   * (which asks for the route table itself, so requests see new routes before any page is rendered). `routes: false`
   * keeps the route table there is.
   */
  async refresh({
    routes = true,
    changes = 'all',
    named = new Set(),
  }: { routes?: boolean; changes?: Set<string> | 'all'; named?: Set<string> } = {}): Promise<RefreshOutcome> {
    if ((routes || !this.table) && !this.queuedTable) this.reloadTable()
    await this.tableApplied
    const table = this.table
    if (!table) throw new Error('the route table could not be loaded')
    const paths = this.paths
    const redirects = this.redirects

    const routesChanged = this.routesChanged
    this.routesChanged = false
    const removed = !routesChanged
      ? []
      : Object.keys(this.manifest.routes).filter((path) => !isNotFoundPath(path) && !paths.has(path))
    // Out of the manifest now (requests get the 404 from the table already); their files go once the pages are
    // rendered: a server started after 10,000 articles were deleted took 4 s to remove their 30,000 files, and the
    // first publish waited behind them.
    const removedFiles: [path: string, file: string][] = []
    for (const path of removed) {
      removedFiles.push([path, this.manifest.routes[path]!.file])
      delete this.manifest.routes[path]
      this.dependencies.deletePage(path)
    }

    const rendered: string[] = []
    const batch = ++this.batch
    const added = !routesChanged
      ? []
      : [...paths, ...notFoundPathsFor(paths)].filter((path) => !this.manifest.routes[path])
    rendered.push(...(await this.renderAll(added, batch)))
    // A new page whose first render failed is tried again by the next refresh.
    if (added.some((path) => !this.manifest.routes[path])) this.routesChanged = true

    // New pages are in the sitemap as soon as they exist, not after every other page is re-rendered.
    if (added.length || removed.length) await this.writeSitemaps(table)

    await this.refreshStale(new Set(added), changes, named, batch, rendered)
    const failed = [...this.failures]
    this.failures.clear()

    // Building them costs the main thread milliseconds per thousand routes: only the sections that changed.
    await this.writeSitemaps(table)
    if (this.redirectsChanged) {
      this.redirectsChanged = false
      await this.writeDerived('robots.txt', robotsTxt(table.siteUrl))
      await this.writeDerived('_redirects', redirectsFile(redirects))
    }
    // The manifest is megabytes of JSON at 10,000 pages: during a burst it is written every few seconds and once at
    // the end, not after each refresh (a start-up checks every page whatever the manifest says).
    if (!this.dirty || Date.now() - this.manifestWrittenAt >= MANIFEST_INTERVAL_MS) {
      // Pruning reads every page's queries: once the burst is over, not every few seconds during it.
      if (!this.dirty) this.pruneQueries()
      await this.writeManifest()
    }
    for (const [path, file] of removedFiles) {
      // Unless the route came back meanwhile, and its page with it.
      if (this.manifest.routes[path]) continue
      for (const suffix of ['', ...ENCODINGS.map((encoding) => encoding.suffix)])
        await rm(join(this.clientDir, file + suffix), { force: true })
    }
    if (removed.length || rendered.length)
      this.log(`pages: rendered ${rendered.length}, removed ${removed.length}`)
    return { rendered, removed, failed: failed.map(([path, reason]) => ({ path, reason })) }
  }

  /**
   * The sitemaps of the routes there are, pages that do not answer 200 left out: the sections whose routes or
   * statuses changed are rebuilt, the others written as they were (writeDerived skips an unchanged file).
   */
  private async writeSitemaps(table: RouteIndex) {
    const sections = this.sitemapSections
    if (sections !== 'all' && sections.size === 0) return
    this.sitemapSections = new Set()
    const sitemaps = table.sitemaps(sections, (path) => this.manifest.routes[path]?.status === 200)
    for (const [name, content] of sitemaps) await this.writeDerived(name, content)
    for (const name of this.derivedFiles.keys()) {
      if (name.startsWith('sitemap-') && !sitemaps.has(name)) {
        this.derivedFiles.delete(name)
        await rm(join(this.clientDir, name), { force: true })
      }
    }
  }

  /**
   * Re-renders the pages whose queries answer something else than when they were rendered, most visited first (see
   * byPriority): a step checks the next pages' queries (CHECK_STEP at most, each asked once), then renders those of
   * them that changed. Only the queries the changes may have touched are asked: those whose sync tags meet the
   * changes' (or whose tags are not known); a page is checked only if it ran one of them. When a change arrives
   * meanwhile (never in the build, which does not invalidate), the refresh stops between two steps or renders: the
   * pages it found stale and did not render, and those it did not check yet, are the next refresh's, in the same order.
   */
  private async refreshStale(
    skip: Set<string>,
    changes: Set<string> | 'all',
    named: Set<string>,
    batch: number,
    rendered: string[],
  ): Promise<void> {
    const touchedIds = changes === 'all' ? null : this.dependencies.touchedQueries(changes)
    const touched = (id: string) => !touchedIds || touchedIds.has(id)
    const carried = this.carried
    const unchecked = this.unchecked
    const namedPaths = this.namedPaths
    this.carried = new Set()
    this.unchecked = new Set()
    this.namedPaths = new Set()
    const ran = (path: string) => this.dependencies.queries(path)
    const namedReaders = this.dependencies.readers(named)
    const isNamed = (path: string) => namedPaths.has(path) || namedReaders.has(path)
    // Found from the changes' tags (PageDependencies), not by reading every page's queries.
    let candidates: Iterable<string> = Object.keys(this.manifest.routes)
    if (changes !== 'all') {
      const touchedPaths = this.dependencies.touchedBy(changes)
      for (const path of carried) touchedPaths.add(path)
      for (const path of unchecked) touchedPaths.add(path)
      candidates = touchedPaths
    }
    const routes = this.manifest.routes
    const checked = await byPriority(
      filter(candidates, (path) => !skip.has(path) && routes[path] !== undefined),
      // The newest publishes' own pages before those an earlier, interrupted refresh named: the marketer watches the
      // page just published, not the thousands a bulk import named a minute ago.
      (path) => namedReaders.has(path),
      (path) => namedPaths.has(path),
      (path) => carried.has(path),
    )
    /** What the next refresh takes over: `path` stale and not rendered, or not checked yet. */
    const carryOver = (path: string, stale: boolean) => {
      if (stale || carried.has(path)) this.carried.add(path)
      else this.unchecked.add(path)
      if (isNamed(path)) this.namedPaths.add(path)
    }
    const answers = new Map<string, string>()
    const changed = (record: RouteRecord) => {
      for (const id in record.queries) {
        if (!this.manifest.queries[id]) return true
        const answer = answers.get(id)
        if (answer !== undefined && answer !== record.queries[id]) return true
      }
      return false
    }
    let next = 0
    while (next < checked.length) {
      if (this.dirty) {
        for (; next < checked.length; next++) {
          carryOver(checked[next]!, false)
          if (next % PATHS_PER_TURN === 0) await nextTurn()
        }
        return
      }
      const paths: string[] = []
      const ids = new Set<string>()
      while (next < checked.length && ids.size < CHECK_STEP) {
        const path = checked[next++]!
        paths.push(path)
        for (const id of ran(path))
          if (!answers.has(id) && this.manifest.queries[id] && (unchecked.has(path) || touched(id)))
            ids.add(id)
        // Pages whose queries were all asked already (every page's menu) add none: a step can span thousands.
        if (paths.length % PATHS_PER_TURN === 0) await nextTurn()
      }
      const asked = [...ids]
      const hashes = asked.length
        ? await this.renderer.hashes(asked.map((id) => this.manifest.queries[id]!))
        : []
      asked.forEach((id, index) => answers.set(id, hashes[index]!))
      const stale: string[] = []
      let looked = 0
      for (const path of paths) {
        const record = this.manifest.routes[path]
        // A route deleted meanwhile stays deleted.
        if (record && (carried.has(path) || ran(path).length === 0 || changed(record))) stale.push(path)
        if (++looked % PATHS_PER_TURN === 0) await nextTurn()
      }
      this.pending = new Set(stale)
      rendered.push(...(await this.renderAll(stale, batch, this.pending)))
      // Interrupted by a change: what it did not render is the next refresh's, ahead of what that change touched if
      // this refresh named it.
      let carriedOver = 0
      for (const path of this.pending) {
        carryOver(path, true)
        if (++carriedOver % PATHS_PER_TURN === 0) await nextTurn()
      }
      this.pending.clear()
    }
  }

  /**
   * Renders the paths a few at a time: a render spends most of its time waiting for queries, so overlapping them
   * keeps the render thread and the lake's workers busy at once. Answers the paths that rendered.
   */
  private async renderAll(paths: string[], batch: number, pending?: Set<string>): Promise<string[]> {
    const done: string[] = []
    let next = 0
    const lane = async () => {
      while (next < paths.length) {
        const path = paths[next++]!
        // A change arrived: the next refresh starts now and re-checks what is left (still stale by its hashes),
        // rather than a release waiting seconds behind a refresh whose remaining pages it changes anyway.
        if (pending && this.dirty) break
        // A request rendered it meanwhile (resolve), in this refresh's batch.
        if (pending && !pending.delete(path)) continue
        if (await this.renderQuietly(path, batch)) done.push(path)
      }
    }
    await Promise.all(Array.from({ length: Math.min(RENDER_CONCURRENCY, paths.length) }, lane))
    const rendered = new Set(done)
    return paths.filter((path) => rendered.has(path))
  }

  private async renderQuietly(path: string, batch: number): Promise<boolean> {
    try {
      await this.renderRoute(path, batch)
      return true
    } catch (error) {
      const reason = (error as Error).message
      this.failures.set(path, reason)
      this.log(`pages: could not render ${path}, keeping what was there: ${reason}`)
      return false
    }
  }

  /**
   * Renders one route and puts its file in place. A render already under way for it is shared if no change arrived
   * since it began (or the caller only needs a page, any page: a first render); otherwise its answers may predate the
   * change, so a new render follows it (in turn, so the newest is written last) rather than a stale page being taken
   * as the refreshed one.
   */
  private renderRoute(path: string, batch?: number): Promise<RouteRecord> {
    const under = this.rendering.get(path)
    if (under && (under.changes === this.changeCount || batch === undefined)) return under.render
    const changes = this.changeCount
    const render = (async () => {
      await under?.render.catch(() => {})
      const file = isNotFoundPath(path) ? notFoundFileOf(path) : htmlFileFor(path)
      const page = await this.renderTo(path, join(this.clientDir, file), batch)
      const record: RouteRecord = { file, status: page.status, etag: page.etag, queries: {} }
      for (const query of page.queries) {
        const id = queryIdentity(query)
        this.manifest.queries[id] = { query: query.query, params: query.params, tags: query.tags }
        this.dependencies.setQuery(id, query.tags)
        record.queries[id] = query.hash
      }
      // A route deleted while it rendered stays deleted.
      if (isNotFoundPath(path) || this.paths.has(path)) {
        if (this.manifest.routes[path]?.status !== record.status)
          this.addSitemapSections([sitemapSection(path)])
        this.manifest.routes[path] = record
        this.dependencies.setPage(path, Object.keys(record.queries))
      }
      return record
    })().finally(() => {
      if (this.rendering.get(path)?.render === render) this.rendering.delete(path)
    })
    this.rendering.set(path, { render, changes })
    return render
  }

  /** Renders `path` into `file`: by the renderer where it renders, else here (with the build's writer, if any). */
  private async renderTo(path: string, file: string, batch?: number): Promise<RenderedFile> {
    if (this.renderer.renderFile && !this.writer) return this.renderer.renderFile(path, file, batch)
    const { html, compressed, ...page } = await this.renderer.render(path, batch)
    if (this.writer) await this.writer.write(file, html)
    else writePageFiles(file, html, compressed ?? pageCopies(html), this.pageFolders)
    return page
  }

  private pruneQueries() {
    for (const id of Object.keys(this.manifest.queries)) {
      if (this.dependencies.used(id)) continue
      delete this.manifest.queries[id]
      this.dependencies.deleteQuery(id)
    }
  }

  private async writeDerived(name: string, content: string) {
    if (this.derivedFiles.get(name) === content) return
    await writeAtomic(join(this.clientDir, name), content)
    this.derivedFiles.set(name, content)
  }

  private writeManifest(): Promise<void> {
    this.manifestWrittenAt = Date.now()
    // In chunks, one per write: the main thread serves requests between them (ManifestEncoder).
    this.manifestWrite = this.manifestWrite.then(() =>
      writeAtomic(routesManifestFile(this.clientDir), this.manifestEncoder.chunks(this.manifest)),
    )
    return this.manifestWrite
  }
}
