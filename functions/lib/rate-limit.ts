// Sliding-window rate limits per key (client IP). In memory for one process; Upstash Redis (REST, plain fetch) when
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

export function createUpstashRateLimiter({
  limit,
  windowMs,
  prefix,
  env = {},
  now = Date.now,
}: Options): RateLimiter {
  const url = env.UPSTASH_REDIS_REST_URL!
  const token = env.UPSTASH_REDIS_REST_TOKEN!
  return {
    async hit(key) {
      const time = now()
      const redisKey = `${prefix}:${key}`
      const member = `${time}-${Math.random().toString(36).slice(2)}`
      try {
        const response = await fetch(`${url}/pipeline`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify([
            ['ZREMRANGEBYSCORE', redisKey, '0', String(time - windowMs)],
            ['ZADD', redisKey, String(time), member],
            ['ZCARD', redisKey],
            ['ZRANGE', redisKey, '0', '0', 'WITHSCORES'],
            ['PEXPIRE', redisKey, String(windowMs)],
          ]),
          signal: AbortSignal.timeout(2000),
        })
        if (!response.ok) throw new Error(`Upstash answered ${response.status}`)
        const results = (await response.json()) as { result: unknown }[]
        const count = Number(results[2]?.result ?? 0)
        const oldest = Number((results[3]?.result as string[] | undefined)?.[1] ?? time)
        if (count > limit) {
          // Over the limit: this attempt does not count.
          await fetch(`${url}/zrem/${encodeURIComponent(redisKey)}/${encodeURIComponent(member)}`, {
            headers: { Authorization: `Bearer ${token}` },
          }).catch(() => undefined)
          return {
            allowed: false,
            remaining: 0,
            retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - time) / 1000)),
          }
        }
        return { allowed: true, remaining: limit - count, retryAfterSeconds: 0 }
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
