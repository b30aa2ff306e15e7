import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
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

// Files the build writes for the server, not for visitors.
const PRIVATE_FILES = new Set([
  '/_routes.json',
  '/_redirects',
  '/_headers',
  '/_template.html',
  '/.vite/manifest.json',
  '/.build-stamp',
])

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
    const pathname = decodeURIComponent(new URL(c.req.url).pathname)
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname

    const redirect = redirects.get(path)
    if (redirect) return c.redirect(redirect.to, redirect.status as 301)

    const route = manifest.routes[path]
    if (route) return sendFile(c, join(clientDir, route.file), route.status, 'no-cache')

    if (!PRIVATE_FILES.has(pathname)) {
      const file = normalize(join(clientDir, pathname))
      if (file.startsWith(clientDir + sep)) {
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
    }
    return c.body(notFoundHtml, 404, { 'Content-Type': CONTENT_TYPES['.html']!, 'Cache-Control': 'no-cache' })
  })
}
