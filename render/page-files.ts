import { sitemapSectionOf } from '../shared/routes.ts'
import { DEFAULT_LANGUAGE } from '../shared/languages.ts'
import { randomBytes } from 'node:crypto'
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import type { PrerenderRoute } from './route-table.ts'
import { CHUNKS_ELEMENT_ID, LATER_CHUNKS_ELEMENT_ID } from '../shared/prerender.ts'
import type { Redirect } from './redirects.ts'

/** Where the prerendered HTML of a path is written, relative to dist/client. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`
}

export function fillTemplate(
  template: string,
  parts: { head: string; lang: string; styles: string; html: string; state: string; chunks: string },
) {
  return template
    .replace('<html lang="en">', `<html lang="${parts.lang}">`)
    .replace('<!--app-head-->', `${parts.head}\n    ${parts.styles}`)
    .replace('<!--app-html-->', parts.html)
    .replace('<!--app-state-->', `${parts.state}\n    ${parts.chunks}`)
}

/** URLs per child sitemap: the protocol allows 50,000; smaller files are quicker for crawlers to refetch. */
export const SITEMAP_CHUNK = 10_000

/** Which child sitemaps list a path: its routable type's section in the route registry, else `pages`. */
export const sitemapSection = (path: string) => sitemapSectionOf(path)

/** The order of a sitemap's URLs (and of its sections in the index: by each one's first URL). */
export const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path)

/** A page's version in one language, as its `translation.metadata` document links them (route-table.ts). */
export interface Version {
  language: string
  path: string
}

/**
 * One route's line in a child sitemap; with `versions` (the page in every language it is listed in, its own among
 * them) one `xhtml:link` per version and the default language's as `x-default`, as Google reads hreflang from
 * sitemaps. None for a page listed in one language only.
 */
export function sitemapUrl(route: PrerenderRoute, siteUrl: string, versions: readonly Version[] = []) {
  const url = `<loc>${new URL(route.path, siteUrl).toString()}</loc><lastmod>${route.updatedAt.slice(0, 10)}</lastmod>`
  if (versions.length < 2) return `  <url>${url}</url>`
  const link = (hreflang: string, path: string) =>
    `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${new URL(path, siteUrl).toString()}"/>`
  const fallback = versions.find(({ language }) => language === DEFAULT_LANGUAGE)
  const links = versions.map(({ language, path }) => link(language, path)).join('')
  return `  <url>${url}${links}${fallback ? link('x-default', fallback.path) : ''}\n  </url>`
}

/**
 * A listing's following page or category page in its listing's other languages: each version of the listing with the
 * same ending (`/blog/category/sap-btp` of `/blog` → `/de/blog/category/sap-btp`). Candidates only: the sitemap names
 * the ones that are routes too (a German blog with fewer articles has fewer pages).
 */
export function listingPageVersions(
  route: { path: string; listingPath: string },
  listing: readonly Version[],
) {
  const ending = route.listingPath === '/' ? route.path : route.path.slice(route.listingPath.length)
  return listing.map(({ language, path }) => ({ language, path: `${path === '/' ? '' : path}${ending}` }))
}

/**
 * The translation groups with those of the listings' following and category pages added (`listingPageVersions`).
 */
export function withListingPages(
  translations: readonly (readonly Version[])[],
  routes: readonly PrerenderRoute[],
): (readonly Version[])[] {
  const groupOf = new Map<string, readonly Version[]>()
  for (const group of translations) for (const { path } of group) groupOf.set(path, group)
  const derived = routes.flatMap(({ path, listingPath }) => {
    const group = listingPath && groupOf.get(listingPath)
    return group ? [listingPageVersions({ path, listingPath }, group)] : []
  })
  return [...translations, ...derived]
}

/**
 * Which routes name which versions in the sitemap: per path, the versions of its page's `translation.metadata` that
 * are `listed` (indexable, answering 200), its own first among them when it is listed itself.
 */
export function listedVersions(groups: readonly (readonly Version[])[], listed: (path: string) => boolean) {
  const byPath = new Map<string, Version[]>()
  for (const group of groups) {
    const versions = group.filter(({ path }) => listed(path))
    if (versions.length < 2) continue
    for (const { path } of versions) byPath.set(path, versions)
  }
  return byPath
}

/** A section's child sitemaps by name, from its URL lines in order. */
export function sectionSitemaps(section: string, lines: string[]): [string, string][] {
  const files: [string, string][] = []
  for (let start = 0, part = 1; start < lines.length; start += SITEMAP_CHUNK, part++)
    files.push([
      `sitemap-${section}-${part}.xml`,
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${lines.slice(start, start + SITEMAP_CHUNK).join('\n')}\n</urlset>\n`,
    ])
  return files
}

/** `sitemap.xml`: the index of the child sitemaps, in this order. */
export function sitemapIndex(names: Iterable<string>, siteUrl: string): string {
  const children = [...names].map(
    (name) => `  <sitemap><loc>${new URL(`/${name}`, siteUrl).toString()}</loc></sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children.join('\n')}\n</sitemapindex>\n`
}

/**
 * `sitemap.xml` is a sitemap index; the URLs are in child sitemaps by section (`sitemap-pages-1.xml`,
 * `sitemap-blog-1.xml`, ...), each at most SITEMAP_CHUNK long, so the site can grow past the protocol's limit.
 * A page with listed versions in other languages (`translations`, the route table's) names them all in its line.
 * Returns every file by name. The live server keeps them section by section instead (route-index.ts), to the letter.
 */
export function sitemapFiles(
  routes: PrerenderRoute[],
  siteUrl: string,
  translations: readonly (readonly Version[])[] = [],
): Map<string, string> {
  const indexable = new Set(routes.filter((route) => route.indexable).map((route) => route.path))
  const versions = listedVersions(withListingPages(translations, routes), (path) => indexable.has(path))
  const sections = new Map<string, string[]>()
  for (const route of [...routes].sort(byPath)) {
    if (!route.indexable) continue
    const section = sitemapSection(route.path)
    let lines = sections.get(section)
    if (!lines) sections.set(section, (lines = []))
    lines.push(sitemapUrl(route, siteUrl, versions.get(route.path)))
  }
  const files = new Map<string, string>()
  for (const [section, lines] of sections)
    for (const [name, file] of sectionSitemaps(section, lines)) files.set(name, file)
  files.set('sitemap.xml', sitemapIndex(files.keys(), siteUrl))
  return files
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /content-lake/\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).toString()}\n`
}

/**
 * Netlify's `_redirects` format, also read by the local server (render/redirects.ts), from the redirects the server
 * answers (chains collapsed, loops and redirects from a live page's address left out: live-pages.ts).
 */
export function redirectsFile(redirects: ReadonlyMap<string, Redirect>) {
  return [...redirects].map(([from, { to, status }]) => `${from} ${to} ${status}`).join('\n') + '\n'
}

/**
 * Netlify's (and Cloudflare Pages') `_headers` format: the local server's security headers on every path, and the
 * year-long cache of hashed assets, so a static host answers exactly as `npm start` does.
 */
export function headersFile(securityHeaders: Record<string, string>): string {
  const rules: [string, Record<string, string>][] = [
    ['/*', securityHeaders],
    ['/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }],
  ]
  return rules
    .map(([path, headers]) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n')
    .concat('\n')
}

interface ViteManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}
export type ViteManifest = Record<string, ViteManifestChunk>

/**
 * The chunks a page lists, in two JSON blocks: `first`, the app's shell (the entry chunk's imports excluded), which
 * the entry preloads right after the first paint; `later`, what the route and sections the prerender used need
 * beyond that, which the app preloads as it hydrates the shell (docs/hydration.md). Neither competes with the page's
 * first paint.
 */
export function routeChunks(
  manifest: ViteManifest,
  modules: string[],
  { app = 'src/app/start.tsx', entry = 'index.html' } = {},
): { first: string[]; later: string[] } {
  const collect = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return seen
    seen.add(key)
    for (const child of manifest[key].imports ?? []) collect(child, seen)
    return seen
  }
  const loaded = collect(entry, new Set())
  const first = [...collect(app, new Set())].filter((key) => !loaded.has(key))
  first.forEach((key) => loaded.add(key))
  const later = new Set<string>()
  for (const module of modules) collect(module, later)
  const files = (keys: Iterable<string>) => [...keys].map((key) => `/${manifest[key]!.file}`)
  return { first: files(first), later: files([...later].filter((key) => !loaded.has(key))) }
}

export { CHUNKS_ELEMENT_ID, LATER_CHUNKS_ELEMENT_ID }

export function chunkListScript({ first, later }: { first: string[]; later: string[] }): string {
  return (
    `<script type="application/json" id="${CHUNKS_ELEMENT_ID}">${JSON.stringify(first)}</script>` +
    `<script type="application/json" id="${LATER_CHUNKS_ELEMENT_ID}">${JSON.stringify(later)}</script>`
  )
}

/** Encodings a page or asset is stored in beside its plain file, best first, with the file suffix of each. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const
export type Encoding = (typeof ENCODINGS)[number]

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const brotliOptions = (input: Buffer, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: input.length },
})

/**
 * A page's compressed copies, made once when it is written instead of on every request: brotli 6 (a millisecond for
 * an article, within 5% of the best size) and gzip 9. On the calling thread, which renders or writes pages (the live
 * server's render thread, the build's writer, a page function): on libuv's thread pool the same work cost the
 * machine two to three times the CPU, and the calling thread more than half of what doing it costs (docs/scale.md).
 */
export function pageCopies(html: string): Record<Encoding['name'], Buffer> {
  const input = Buffer.from(html)
  return { br: brotliCompressSync(input, brotliOptions(input, 6)), gzip: gzipSync(input, { level: 9 }) }
}

/**
 * Writes a page and its compressed copies (absolute `file`) so that readers see the old or the new content, never a
 * part of it: each to a temporary file, then renamed. Synchronous: called on the render thread, where nothing else
 * waits, rather than as three rounds of work queued on the main thread per page. `folders`: those known to exist.
 */
export function writePageFiles(
  file: string,
  html: string,
  copies: Record<Encoding['name'], Uint8Array>,
  folders: Set<string>,
): void {
  const folder = dirname(file)
  if (!folders.has(folder)) {
    mkdirSync(folder, { recursive: true })
    folders.add(folder)
  }
  const write = (target: string, content: string | Uint8Array) => {
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`
    writeFileSync(temporary, content)
    renameSync(temporary, target)
  }
  // The compressed copies first: a request that finds the new HTML finds its copies too.
  for (const { name, suffix } of ENCODINGS) write(file + suffix, copies[name])
  write(file, html)
}

/**
 * The bundle's files compressed at the best level (brotli 11: seconds for the largest chunk), once per build, on
 * libuv's thread pool while the pages render.
 */
export async function assetCopies(input: Buffer): Promise<Record<Encoding['name'], Buffer>> {
  const [br, gz] = await Promise.all([
    brotliAsync(input, brotliOptions(input, 11)),
    gzipAsync(input, { level: 9 }),
  ])
  return { br, gzip: gz }
}
