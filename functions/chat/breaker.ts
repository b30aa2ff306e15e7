// A circuit breaker in front of the language model: after LLM_BREAKER_FAILURES (default 3) failures in a row the
// provider is left alone for LLM_BREAKER_COOLDOWN_MS (default 30 s) and every visitor gets the local answer at once,
// instead of waiting for a provider that hangs. Then one request tries the provider again (half-open): its success
// closes the circuit, its failure opens it for another cooldown. Kept per process (each serverless instance learns
// on its own, within three requests).
import { intSetting } from '../lib/http.ts'

export const BREAKER_FAILURES = 3
export const BREAKER_COOLDOWN_MS = 30_000

export type BreakerState = 'closed' | 'open' | 'half-open'

export interface Breaker {
  /** Whether a request may go to the provider now; in half-open, only the one trial request may. */
  allow(now?: number): boolean
  succeeded(): void
  failed(now?: number): void
  /** The request let go of the provider without an outcome (the visitor left): a trial may be made again. */
  released(): void
  state(now?: number): BreakerState
}

export function createBreaker(failures = BREAKER_FAILURES, cooldownMs = BREAKER_COOLDOWN_MS): Breaker {
  let consecutive = 0
  let openedAt: number | null = null
  let trialUnderWay = false
  const state = (now = Date.now()): BreakerState =>
    openedAt === null ? 'closed' : now - openedAt < cooldownMs ? 'open' : 'half-open'
  return {
    state,
    allow(now = Date.now()) {
      const current = state(now)
      if (current === 'closed') return true
      if (current === 'open' || trialUnderWay) return false
      trialUnderWay = true
      return true
    },
    succeeded() {
      if (openedAt !== null) console.warn('[chat] provider answered again: circuit closed')
      consecutive = 0
      openedAt = null
      trialUnderWay = false
    },
    released() {
      trialUnderWay = false
    },
    failed(now = Date.now()) {
      consecutive += 1
      const wasTrial = trialUnderWay
      trialUnderWay = false
      if (wasTrial || (openedAt === null && consecutive >= failures)) {
        openedAt = now
        console.error(
          `[chat] provider failed ${consecutive} times in a row: answering locally for ${cooldownMs / 1000} s`,
        )
      }
    },
  }
}

const breakers = new Map<string, Breaker>()

/** The breaker of a provider (its address and model), with the limits of the environment. */
export function breakerFor(env: Record<string, string | undefined>, provider: string): Breaker {
  const failures = intSetting(env, 'LLM_BREAKER_FAILURES', BREAKER_FAILURES)
  const cooldownMs = intSetting(env, 'LLM_BREAKER_COOLDOWN_MS', BREAKER_COOLDOWN_MS)
  const key = `${provider}|${failures}|${cooldownMs}`
  if (!breakers.has(key)) breakers.set(key, createBreaker(failures, cooldownMs))
  return breakers.get(key)!
}

/** For tests: forget every breaker. */
export function resetBreakers() {
  breakers.clear()
}
