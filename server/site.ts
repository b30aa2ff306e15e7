import { stat } from 'node:fs/promises'
import { extname, join, normalize, relative, sep } from 'node:path'
import type { Context, Hono } from 'hono'
import type { LivePages } from '../render/live-pages.ts'
import { ENCODINGS, type Encoding } from '../render/page-files.ts'
import { FileCache } from './file-cache.ts'
import { redirectLocation } from '../schemas/lib/redirect-target.ts'

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
}

// Files the build writes for the server, not for visitors, relative to dist/client. They are compared with the
// resolved file, so no spelling of the path (`//_headers`, `/%2f_template.html`, `/assets/../_redirects`) reaches them.
const PRIVATE_FILES = new Set(['_routes.json', '_redirects', '_headers', '_template.html', '.build-stamp'])
// Temporary files of an atomic write under way (live-pages.ts).
const TEMPORARY_FILE = /\.[0-9a-f]{12}\.tmp$/
const PRIVATE_DIRS = ['.vite' + sep]

const isPrivate = (relativePath: string) =>
  PRIVATE_FILES.has(relativePath) ||
  PRIVATE_DIRS.some((dir) => relativePath.startsWith(dir)) ||
  TEMPORARY_FILE.test(relativePath)

/** The decoded path, or null when its percent-encoding is broken (`/%`, `/%E0%A4`). */
function decodedPath(url: string): string | null {
  // The path as the client sent it (between the authority and `?`/`#`), without building a URL object per request.
  const start = url.indexOf('/', url.indexOf('//') + 2)
  const query = url.search(/[?#]/)
  const path = start === -1 ? '/' : url.slice(start, query === -1 ? undefined : query)
  if (!path.includes('%')) return path
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
}

/** The best encoding of ours the client accepts (`br;q=0` and the like count as refusals). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  const accepted = new Map<string, number>()
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';')
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name!, q ? Number(q.slice(2)) : 1)
  }
  return ENCODINGS.find(({ name }) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0) ?? null
}

/** Whether a compressed copy sits beside the file: the build writes them for text assets, the renderer for pages. */
const COMPRESSED_TYPES = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.map'])

/** The longest a page check waits for the re-render of a publish (see the page route below). */
const PAGE_CHECK_WAIT_MS = 5000

const matchesEtag = (c: Context, etag: string) =>
  c.req
    .header('if-none-match')
    ?.split(/\s*,\s*/)
    .includes(etag) ?? false

export interface SiteOptions {
  /** Bytes of files kept in memory. */
  memoryCacheBytes?: number
}

/**
 * Serves the built site from dist/client: files (hashed assets with a one-year immutable cache, others
 * revalidated), then what the live pages say of the path (live-pages.ts): a CMS redirect, a page with its status
 * (rendered on first request if it is new), or the 404 page with status 404. Pages and assets go out in their
 * precompressed copy from memory; pages carry a strong ETag and answer 304 to a matching `If-None-Match`.
 */
export function mountSite(app: Hono, clientDir: string, pages: LivePages, options: SiteOptions = {}): void {
  const cache = new FileCache(options.memoryCacheBytes ?? 64 * 1024 * 1024)

  /** `version` names the content (an ETag, a modification time); unversioned files are the immutable assets. */
  const sendFile = async (
    c: Context,
    file: string,
    status: number,
    headers: Record<string, string>,
    version = '',
  ) => {
    const type = extname(file)
    const encoding = COMPRESSED_TYPES.has(type) ? acceptedEncoding(c.req.header('accept-encoding')) : null
    let body: Buffer | null = null
    if (encoding) {
      const compressed = file + encoding.suffix
      body = await cache.read(compressed, `${compressed}|${version}`).catch(() => null)
    }
    const answer = {
      'Content-Type': CONTENT_TYPES[type] ?? 'application/octet-stream',
      ...(COMPRESSED_TYPES.has(type) ? { Vary: 'Accept-Encoding' } : {}),
      ...headers,
    }
    if (body && encoding)
      return c.body(new Uint8Array(body), status as 200, { ...answer, 'Content-Encoding': encoding.name })
    body = await cache.read(file, `${file}|${version}`)
    return c.body(new Uint8Array(body), status as 200, answer)
  }

  const sendPage = (c: Context, file: string, status: number, etag: string | undefined) => {
    const headers: Record<string, string> = { 'Cache-Control': 'no-cache', ...(etag ? { ETag: etag } : {}) }
    if (etag && status === 200 && matchesEtag(c, etag)) return c.body(null, 304, headers)
    return sendFile(c, file, status, headers, etag ?? String(Date.now()))
  }

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const pathname = decodedPath(c.req.url)
    if (pathname === null || pathname.includes('\0'))
      return c.text('Bad request: the address is not valid', 400, { 'Cache-Control': 'no-store' })

    const file = normalize(join(clientDir, pathname))
    if (file.startsWith(clientDir + sep) && !isPrivate(relative(clientDir, file))) {
      if (pathname.startsWith('/assets/')) {
        // Hashed names: a file's content never changes, so memory answers without asking the disk.
        const asset = await sendFile(c, file, 200, {
          'Cache-Control': 'public, max-age=31536000, immutable',
        }).catch(() => null)
        if (asset) return asset
      } else {
        const info = await stat(file).catch(() => null)
        if (info?.isFile())
          return sendFile(
            c,
            file,
            200,
            { 'Cache-Control': 'public, max-age=0, must-revalidate' },
            String(info.mtimeMs),
          )
      }
    }

    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    let answer = await pages.resolve(path)
    // A page asking whether it changed (its own ETag) while a publish is being rendered may be one loaded just
    // before its new file was in place: it is answered once the re-render is done, not told 304 and left stale
    // until its next check. Bounded: a publish that re-renders every page does not hold a check for long.
    if (answer.kind === 'page' && pages.refreshing && matchesEtag(c, answer.etag)) {
      await pages.settledWithin(PAGE_CHECK_WAIT_MS)
      answer = await pages.resolve(path)
    }
    if (answer.kind === 'redirect') {
      // The visitor's query goes along (a campaign link to a moved page keeps its utm_* parameters).
      return c.redirect(redirectLocation(answer.to, new URL(c.req.url).search), answer.status as 301)
    }
    if (answer.kind === 'page') return sendPage(c, answer.file, answer.status, answer.etag)
    if (answer.kind === 'unavailable')
      return c.text('This page could not be rendered just now; please try again shortly', 503, {
        'Retry-After': '5',
        'Cache-Control': 'no-store',
      })
    return sendPage(c, answer.file, 404, answer.etag)
  })
}
