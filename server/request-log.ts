import type { MiddlewareHandler } from 'hono'

/** One line per request: method, path, status, duration. */
export function requestLog(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const ms = (performance.now() - started).toFixed(1)
    write(
      `${new Date().toISOString()} ${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${ms}ms`,
    )
  }
}
