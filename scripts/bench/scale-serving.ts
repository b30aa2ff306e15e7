// `GET /` throughput of the real server against a trivial Node static server that answers the same page from memory,
// measured in the same run with the same client (keep-alive connections, a browser's Accept-Encoding), so the ratio
// says what our server costs over the least any Node server can do.
import { Agent, createServer, get, type Server } from 'node:http'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

export interface Throughput {
  requestsPerSecond: number
  errors: number
}

/** Sends `GET path` from `connections` keep-alive connections for `seconds` and counts the answers. */
export async function throughput(
  origin: string,
  path = '/',
  seconds = 5,
  connections = 16,
): Promise<Throughput> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  let done = 0
  let errors = 0
  const until = performance.now() + seconds * 1000
  const once = () =>
    new Promise<number>((resolve) => {
      const req = get(
        `${origin}${path}`,
        { agent, headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' } },
        (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode ?? 0))
        },
      )
      req.on('error', () => resolve(0))
    })
  const worker = async () => {
    while (performance.now() < until) {
      if ((await once()) === 200) done++
      else errors++
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: connections }, worker))
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  return { requestsPerSecond: Math.round(done / elapsed), errors }
}

/** The least a Node server can do: the page's bytes from memory, no compression, no logging. */
export async function trivialStaticServer(
  clientDir: string,
): Promise<{ origin: string; close(): Promise<void> }> {
  const page = await readFile(join(clientDir, 'index.html'))
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': page.length })
    response.end(page)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
