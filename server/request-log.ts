import type { MiddlewareHandler } from 'hono'

/** How long lines wait before they are written together, and how much may wait. */
const FLUSH_MS = 250
const FLUSH_BYTES = 32 * 1024

/**
 * One line per request (time, method, path, status, duration), written in batches: a write per request would cost
 * the hot path a system call each. Whatever is pending is written when the process exits.
 */
export function bufferedWriter(write: (text: string) => void = (text) => process.stdout.write(text)) {
  let pending = ''
  let timer: NodeJS.Timeout | undefined
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    if (pending) write(pending)
    pending = ''
  }
  process.once('exit', flush)
  return {
    line(text: string) {
      pending += `${text}\n`
      if (pending.length >= FLUSH_BYTES) flush()
      else timer ??= setTimeout(flush, FLUSH_MS).unref()
    },
    flush,
  }
}

export function requestLog(write?: (line: string) => void): MiddlewareHandler {
  const log = write ?? bufferedWriter().line
  return async (c, next) => {
    const started = performance.now()
    await next()
    const ms = (performance.now() - started).toFixed(1)
    log(`${new Date().toISOString()} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`)
  }
}
