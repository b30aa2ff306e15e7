// A stand-in for Upstash Redis's REST API, for the hosted rehearsal: the shared rate limit a deployment with several
// function instances uses (`UPSTASH_REDIS_REST_URL` / `_TOKEN`, functions/lib/rate-limit.ts), run offline.
//
// It speaks the REST protocol @upstash/redis sends: one command as a JSON array at `/`, several at `/pipeline`, a
// Bearer token, and `Upstash-Encoding: base64` answers (strings base64, numbers as they are). The commands run on
// ioredis-mock, an in-memory Redis whose Lua VM (fengari) runs the very scripts @upstash/ratelimit sends, with
// EVALSHA answering NOSCRIPT until the script was sent once, as Redis does. Redis 7 reads a script's first
// `#!lua flags=…` line as its flags; fengari would read it as code, so the stand-in sets it aside as Redis does.
import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import RedisMock from 'ioredis-mock'

type Value = string | number | null | Value[]

export interface UpstashStandIn {
  /** The variables a deployment sets to share its rate limits through this stand-in. */
  env: { UPSTASH_REDIS_REST_URL: string; UPSTASH_REDIS_REST_TOKEN: string }
  /** Every command run, as sent (`["EVALSHA", sha, "2", key, …]`). */
  commands: string[][]
  /** The keys Redis holds now. */
  keys(): Promise<string[]>
  close(): Promise<void>
}

const TOKEN = 'hosted-rehearsal-upstash-token'

const base64 = (value: Value): Value =>
  typeof value === 'string'
    ? value === 'OK'
      ? value
      : Buffer.from(value).toString('base64')
    : Array.isArray(value)
      ? value.map(base64)
      : value

export async function startUpstash(): Promise<UpstashStandIn> {
  const redis = new RedisMock()
  /** Scripts by the SHA-1 of their text as sent (what EVALSHA names), without their flags line. */
  const scripts = new Map<string, string>()
  const commands: string[][] = []
  const withoutFlags = (script: string) => script.replace(/^#!lua[^\n]*\n/, '')
  // ioredis's commands by their lower-case name, each taking the command's arguments as sent.
  const call = redis as unknown as Record<string, (...args: unknown[]) => Promise<Value>>

  async function run([name, ...args]: string[]): Promise<{ result: Value } | { error: string }> {
    commands.push([name!, ...args])
    const command = String(name).toLowerCase()
    try {
      if (command === 'eval') {
        const [script, ...rest] = args
        scripts.set(createHash('sha1').update(script!).digest('hex'), withoutFlags(script!))
        return { result: await call.eval!(withoutFlags(script!), ...rest) }
      }
      if (command === 'evalsha') {
        const [sha, ...rest] = args
        const script = scripts.get(sha!)
        if (!script) return { error: 'NOSCRIPT No matching script. Please use EVAL.' }
        return { result: await call.eval!(script, ...rest) }
      }
      if (typeof call[command] !== 'function') return { error: `ERR unknown command '${name}'` }
      return { result: await call[command]!(...args) }
    } catch (error) {
      return { error: `ERR ${(error as Error).message}` }
    }
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      void (async () => {
        const answer = (status: number, body: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' })
          response.end(JSON.stringify(body))
        }
        if (request.headers.authorization !== `Bearer ${TOKEN}`)
          return answer(401, { error: 'WRONGPASS invalid or missing auth token' })
        const encode = request.headers['upstash-encoding'] === 'base64' ? base64 : (value: Value) => value
        const encoded = (outcome: { result: Value } | { error: string }) =>
          'result' in outcome ? { result: encode(outcome.result) } : outcome
        let body: unknown
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        } catch {
          return answer(400, { error: 'ERR failed to parse command' })
        }
        const path = new URL(request.url ?? '/', 'http://upstash').pathname
        if (path === '/pipeline' && Array.isArray(body)) {
          const outcomes = []
          for (const command of body as string[][]) outcomes.push(encoded(await run(command)))
          return answer(200, outcomes)
        }
        if (path === '/' && Array.isArray(body)) {
          const outcome = await run(body as string[])
          return answer('error' in outcome ? 400 : 200, encoded(outcome))
        }
        answer(404, { error: `ERR unknown path ${path}` })
      })()
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    env: { UPSTASH_REDIS_REST_URL: `http://127.0.0.1:${port}`, UPSTASH_REDIS_REST_TOKEN: TOKEN },
    commands,
    keys: () => redis.keys('*'),
    close: async () => {
      await new Promise((closed) => server.close(closed))
      redis.disconnect()
    },
  }
}
