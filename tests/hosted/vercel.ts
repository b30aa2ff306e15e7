// The site as deployed on Vercel, as far as it can be run offline: @vercel/node (Vercel's Node runtime and its local
// launcher) is not installed, and `vercel dev` needs a Vercel account, so this emulates only the contract the entries
// of api/ rely on:
// - routing as vercel.json configures it: a function at the path of its file under api/ (`/api/preview-mode/enable` is
//   api/preview-mode/enable.ts), else the first of vercel.json's rewrites whose source matches, its `$1` filled in
//   and the request's own query kept after the destination's;
// - the Node runtime's handling of an entry whose default export is `{ fetch }`: the incoming Node request becomes a
//   web Request (the address from `Host`, the body streamed), Vercel's edge sets `x-real-ip` from the connection, and
//   the Response is written back to the Node response, every `Set-Cookie` kept.
// - with `staticDir`, the output directory's files, served before any function or rewrite as Vercel serves them (the
//   hosted browser run needs the scripts and images; the deletions of vercel.json's build command are the caller's).
// Not emulated: vercel.json's headers, the
// CDN cache behind `Vercel-CDN-Cache-Control` and its purge (the purge API's calls are recorded, in process), crons
// (the test calls the retry with the cron's secret as Vercel's cron would), Vercel's `req.query`/`res.json` helpers
// (the entries use none) and the bundling by file tracing.
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, relative, sep } from 'node:path'
import { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { CONTENT_TYPES } from '../../server/site.ts'

export interface VercelConfig {
  rewrites: { source: string; destination: string }[]
}

type Entry = { fetch: (request: Request) => Promise<Response> }

/** The file under api/ that answers `pathname`, or null (Vercel's filesystem routing of functions). */
export function apiFile(pathname: string, files: string[]): string | null {
  const file = `${pathname.replace(/^\//, '')}.ts`
  return pathname.startsWith('/api/') && files.includes(file) ? file : null
}

/** The address vercel.json's rewrites send `url` to, or null when none matches. */
export function rewrite(config: VercelConfig, url: URL): URL | null {
  for (const { source, destination } of config.rewrites) {
    // A source without named parameters is matched as a regular expression over the whole path.
    const match = new RegExp(`^(?:${source})$`).exec(url.pathname)
    if (!match) continue
    const target = new URL(
      destination.replace(/\$(\d+)/g, (_, index: string) => match[Number(index)] ?? ''),
      url,
    )
    for (const [name, value] of url.searchParams) target.searchParams.append(name, value)
    return target
  }
  return null
}

/** Vercel's Node runtime for a `{ fetch }` entry: Node request in, web Request to the entry, web Response out. */
async function invoke(entry: Entry, url: URL, req: IncomingMessage, res: ServerResponse) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) headers.set(name, value.join(', '))
  // Vercel's edge replaces whatever the client sent with the connection's address.
  headers.set('x-real-ip', req.socket.remoteAddress ?? '')
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const request = new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs it for a streamed body; the DOM types do not know it.
    duplex: hasBody ? 'half' : undefined,
  })
  const response = await entry.fetch(request)
  const cookies = response.headers.getSetCookie()
  const plain = [...response.headers].filter(([name]) => name !== 'set-cookie')
  res.writeHead(
    response.status,
    [...plain, ...cookies.map((cookie) => ['set-cookie', cookie] as [string, string])].flat(),
  )
  res.end(Buffer.from(await response.arrayBuffer()))
}

export interface VercelSite {
  url: string
  /** Which entry answered each request, in order: `api/page.ts /api/page?path=%2Fbook`. */
  answered: string[]
  close(): Promise<void>
}

/** The file of `dir` that `pathname` names, or null (none, a folder, or a path that leaves `dir`). */
async function staticFile(dir: string, pathname: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const file = join(dir, decoded)
  if (relative(dir, file).startsWith(`..${sep}`)) return null
  return (await stat(file).catch(() => null))?.isFile() ? file : null
}

/**
 * Serves `project`'s api/ entries as Vercel would route them by its vercel.json, and with `staticDir` (its output
 * directory) that folder's files first.
 */
export async function startVercelSite(
  project: string,
  files: string[],
  { staticDir, port = 0 }: { staticDir?: string; port?: number } = {},
): Promise<VercelSite> {
  const config = JSON.parse(await readFile(join(project, 'vercel.json'), 'utf8')) as VercelConfig
  const entries = new Map<string, Entry>()
  for (const file of files) {
    const module = (await import(pathToFileURL(join(project, file)).href)) as { default: Entry }
    entries.set(file, module.default)
  }
  const answered: string[] = []
  const server = createServer(async (req, res) => {
    const asked = new URL(req.url ?? '/', `http://${req.headers.host}`)
    const file = staticDir && (await staticFile(staticDir, asked.pathname))
    if (file) {
      answered.push(`static ${asked.pathname}`)
      res.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' })
      res.end(await readFile(file))
      return
    }
    const target = apiFile(asked.pathname, files) ? asked : rewrite(config, asked)
    const targetFile = target && apiFile(target.pathname, files)
    if (!target || !targetFile) {
      res.writeHead(404).end('Not found')
      return
    }
    answered.push(`${targetFile} ${target.pathname}${target.search}`)
    invoke(entries.get(targetFile)!, target, req, res).catch((error: unknown) => {
      console.error(error)
      res.writeHead(500).end('FUNCTION_INVOCATION_FAILED')
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
