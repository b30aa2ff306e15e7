import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, relative, sep } from 'node:path'
import type { Context, Hono } from 'hono'
import { routesManifestFile, type RoutesManifest } from './routes-manifest.ts'
import { loadRedirects } from './redirects.ts'

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
const PRIVATE_DIRS = ['.vite' + sep]

const isPrivate = (relativePath: string) =>
  PRIVATE_FILES.has(relativePath) || PRIVATE_DIRS.some((dir) => relativePath.startsWith(dir))

/** The decoded path, or null when its percent-encoding is broken (`/%`, `/%E0%A4`). */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url).pathname)
  } catch {
    return null
  }
}

/**
 * Serves the built site from dist/client: CMS redirects (301), prerendered routes with their status, hashed assets
 * with a one-year immutable cache, other files revalidated, and the 404 page with status 404 for anything else.
 */
export async function mountSite(app: Hono, clientDir: string): Promise<void> {
  const manifest = JSON.parse(await readFile(routesManifestFile(clientDir), 'utf8')) as RoutesManifest
  const redirects = await loadRedirects(clientDir)
  const notFoundHtml = await readFile(join(clientDir, '404.html'))

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
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname

    const redirect = redirects.get(path)
    if (redirect) return c.redirect(redirect.to, redirect.status as 301)

    const route = manifest.routes[path]
    if (route) return sendFile(c, join(clientDir, route.file), route.status, 'no-cache')

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
    return c.body(notFoundHtml, 404, { 'Content-Type': CONTENT_TYPES['.html']!, 'Cache-Control': 'no-cache' })
  })
}
