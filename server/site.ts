import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, relative, sep } from 'node:path'
import type { Context, Hono } from 'hono'
import type { LivePages } from './render/live-pages.ts'

const CONTENT_TYPES: Record<string, string> = {
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
  try {
    return decodeURIComponent(new URL(url).pathname)
  } catch {
    return null
  }
}

/**
 * Serves the built site from dist/client: hashed assets with a one-year immutable cache, other files revalidated,
 * then what the live pages say of the path (live-pages.ts): a CMS redirect, a page with its status (rendered on
 * first request if it is new), or the 404 page with status 404.
 */
export function mountSite(app: Hono, clientDir: string, pages: LivePages): void {
  const sendFile = async (c: Context, file: string, status: number, cacheControl: string) => {
    const body = await readFile(file)
    return c.body(body, status as 200, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
    })
  }

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const pathname = decodedPath(c.req.url)
    if (pathname === null || pathname.includes('\0'))
      return c.text('Bad request: the address is not valid', 400, { 'Cache-Control': 'no-store' })

    const file = normalize(join(clientDir, pathname))
    if (file.startsWith(clientDir + sep) && !isPrivate(relative(clientDir, file))) {
      const info = await stat(file).catch(() => null)
      if (info?.isFile()) {
        const hashed = pathname.startsWith('/assets/')
        return sendFile(
          c,
          file,
          200,
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        )
      }
    }

    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    const answer = await pages.resolve(path)
    if (answer.kind === 'redirect') return c.redirect(answer.to, answer.status as 301)
    if (answer.kind === 'page') return sendFile(c, answer.file, answer.status, 'no-cache')
    if (answer.kind === 'unavailable')
      return c.text('This page could not be rendered just now; please try again shortly', 503, {
        'Retry-After': '5',
        'Cache-Control': 'no-store',
      })
    return sendFile(c, answer.file, 404, 'no-cache')
  })
}
