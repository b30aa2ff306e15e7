// Sliding-window rate limits per key (client IP). In memory for one process; Upstash Redis (@upstash/ratelimit) when
// UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN are set, so several instances share one count.
import { intSetting } from './http.ts'
import { LRUCache } from 'lru-cache'

export interface RateLimitResult {
  allowed: boolean
  remaining: number
  /** Seconds until the oldest counted request leaves the window (for Retry-After). */
  retryAfterSeconds: number
}

export interface RateLimiter {
  hit(key: string): Promise<RateLimitResult>
}

interface Options {
  limit: number
  windowMs: number
  prefix: string
  env?: Record<string, string | undefined>
  now?: () => number
}

const MAX_KEYS = 10_000

export function createMemoryRateLimiter({ limit, windowMs, now = Date.now }: Options): RateLimiter {
  // Bounded memory: the least recently seen keys go first.
  const hits = new LRUCache<string, number[]>({ max: MAX_KEYS })
  return {
    async hit(key) {
      const time = now()
      const recent = (hits.get(key) ?? []).filter((at) => at > time - windowMs)
      if (recent.length >= limit) {
        hits.set(key, recent)
        return {
          allowed: false,
          remaining: 0,
          retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - time) / 1000)),
        }
      }
      recent.push(time)
      hits.set(key, recent)
      return { allowed: true, remaining: limit - recent.length, retryAfterSeconds: 0 }
    },
  }
}

/** How long a count may take before the request is let through (the limiter fails open). */
const UPSTASH_TIMEOUT_MS = 2000

/**
 * The count in Upstash, by @upstash/ratelimit's sliding window (its approximation: the previous fixed window's count
 * weighted by how much of it is still inside the window). Loaded on first use, so a deployment without Upstash never
 * loads the client (about 115 KB of code, 12 ms to import).
 */
export function createUpstashRateLimiter({ limit, windowMs, prefix, env = {} }: Options): RateLimiter {
  let ratelimit: Promise<import('@upstash/ratelimit').Ratelimit> | undefined
  const load = async () => {
    const [{ Ratelimit }, { Redis }] = await Promise.all([
      import('@upstash/ratelimit'),
      import('@upstash/redis'),
    ])
    return new Ratelimit({
      // No retries: a slow or broken Redis must not hold the request beyond the timeout.
      redis: new Redis({
        url: env.UPSTASH_REDIS_REST_URL,
        token: env.UPSTASH_REDIS_REST_TOKEN,
        retry: false,
        enableTelemetry: false,
      }),
      limiter: Ratelimit.slidingWindow(limit, `${windowMs} ms`),
      prefix,
      timeout: UPSTASH_TIMEOUT_MS,
    })
  }
  return {
    async hit(key) {
      try {
        ratelimit ??= load()
        const { success, remaining, reset, reason } = await (await ratelimit).limit(key)
        if (reason === 'timeout') console.error(`[rate-limit] Upstash timed out, allowing request`)
        if (success) return { allowed: true, remaining, retryAfterSeconds: 0 }
        return {
          allowed: false,
          remaining: 0,
          retryAfterSeconds: Math.max(1, Math.ceil((reset - Date.now()) / 1000)),
        }
      } catch (error) {
        // Fail open: a broken limiter must not stop leads. The failure is logged.
        console.error(`[rate-limit] Upstash unavailable, allowing request:`, error)
        return { allowed: true, remaining: limit, retryAfterSeconds: 0 }
      }
    },
  }
}

export function createRateLimiter(options: Options): RateLimiter {
  const env = options.env ?? {}
  return env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN
    ? createUpstashRateLimiter(options)
    : createMemoryRateLimiter(options)
}

/**
 * A function's limit per client IP, declared with the function (lib/define-function.ts): so many requests per window,
 * each read from its environment variable, else the default.
 */
export interface RateLimitRule {
  /** The limiter's key prefix (the Upstash keys), one per function. */
  prefix: string
  limit: { setting: string; fallback: number }
  windowSeconds: { setting: string; fallback: number }
  /** The 429's `error`, said to the visitor. */
  message: string
}

const limiters = new Map<string, RateLimiter>()

/** The limiter of a rule under this environment, kept for the process's life (memory limits count across requests). */
export function limiterFor(rule: RateLimitRule, env: Record<string, string | undefined>): RateLimiter {
  const limit = intSetting(env, rule.limit.setting, rule.limit.fallback)
  const windowMs = intSetting(env, rule.windowSeconds.setting, rule.windowSeconds.fallback) * 1000
  const key = `${rule.prefix}/${limit}/${windowMs}/${env.UPSTASH_REDIS_REST_URL ?? ''}`
  if (!limiters.has(key)) limiters.set(key, createRateLimiter({ limit, windowMs, prefix: rule.prefix, env }))
  return limiters.get(key)!
}
