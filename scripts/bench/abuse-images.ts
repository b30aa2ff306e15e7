// What expensive image requests do to everybody else on the same server: the p95 of a small static GET at rest,
// then while `parallel` oversized resizes run. For scripts/bench/abuse.ts or by hand against any running server:
//   npx node scripts/bench/abuse-images.ts http://127.0.0.1:3000 [fit]
// Only ever point it at a server of your own.

export interface ImageAbuseOptions {
  /** A small static resource of the same server, timed one request at a time. Default: `/`. */
  staticPath?: string
  /** An image path (`/content-lake/images/...`). Default: the first image asset of the lake. */
  imagePath?: string
  /** Sent by every attack request; default the reported attack. */
  attackQuery?: string
  /** `fit` added to the attack: `crop` (default) is the costly one, as only it enlarges to the full box. */
  fit?: 'clip' | 'crop' | 'fill' | 'scale' | 'min' | 'max'
  /** Attack requests at once. Default 6. */
  parallel?: number
  /** Static GETs at rest. Default 100. */
  idleSamples?: number
  /** Pause between static GETs, like a visitor's browser rather than a flood. Default 25 ms. */
  paceMs?: number
}

export interface ImageAbuseResult {
  idleP95: number
  duringP95: number
  idleP50: number
  duringP50: number
  /** Static GETs timed while the attack ran. */
  duringSamples: number
  /** What the attack requests were answered, e.g. "200 in 2150 ms". */
  answers: string[]
}

const percentile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b)
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1))
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function timed(url: string): Promise<number> {
  const started = performance.now()
  try {
    await (await fetch(url, { signal: AbortSignal.timeout(60_000) })).arrayBuffer()
  } catch {
    // a time-out counts as the time the visitor waited
  }
  return performance.now() - started
}

async function firstImagePath(baseUrl: string): Promise<string> {
  const query = encodeURIComponent('*[_type == "sanity.imageAsset"][0].url')
  const response = await fetch(`${baseUrl}/content-lake/v2025-02-19/data/query/production?query=${query}`)
  const { result } = (await response.json()) as { result: string | null }
  if (!result) throw new Error('The lake has no image asset to request')
  return new URL(result, baseUrl).pathname
}

export async function measureImageAbuse(
  baseUrl: string,
  options: ImageAbuseOptions = {},
): Promise<ImageAbuseResult> {
  const {
    staticPath = '/',
    attackQuery = 'w=20000&h=20000&dpr=3&fm=png',
    fit = 'crop',
    parallel = 6,
    idleSamples = 100,
    paceMs = 25,
  } = options
  const imagePath = options.imagePath ?? (await firstImagePath(baseUrl))
  const staticUrl = `${baseUrl}${staticPath}`

  for (let i = 0; i < 10; i++) await timed(staticUrl)
  const idle: number[] = []
  for (let i = 0; i < idleSamples; i++) {
    idle.push(await timed(staticUrl))
    await pause(paceMs)
  }

  // Each request its own variant, never cached before: a rect wider than any image (the server cuts it to the
  // image, so the work is the same) with a fresh number, as a hostile client would vary it.
  const nonce = Date.now()
  const attack = Promise.all(
    Array.from({ length: parallel }, async (_, index) => {
      const started = performance.now()
      const rect = `0,0,${1_000_000 + ((nonce * parallel + index) % 1_000_000)},1000000`
      try {
        const response = await fetch(`${baseUrl}${imagePath}?${attackQuery}&fit=${fit}&rect=${rect}`, {
          signal: AbortSignal.timeout(180_000),
        })
        await response.arrayBuffer()
        return `${response.status} in ${Math.round(performance.now() - started)} ms`
      } catch (error) {
        return `failed (${(error as Error).message}) after ${Math.round(performance.now() - started)} ms`
      }
    }),
  )
  let finished = false
  void attack.finally(() => (finished = true))
  const during: number[] = []
  while (!finished || during.length < 5) {
    during.push(await timed(staticUrl))
    await pause(paceMs)
  }
  return {
    idleP95: percentile(idle, 0.95),
    duringP95: percentile(during, 0.95),
    idleP50: percentile(idle, 0.5),
    duringP50: percentile(during, 0.5),
    duringSamples: during.length,
    answers: await attack,
  }
}

if (import.meta.main) {
  const [baseUrl, fit] = process.argv.slice(2)
  if (!baseUrl) throw new Error('Usage: npx node scripts/bench/abuse-images.ts <base URL> [fit]')
  console.log(await measureImageAbuse(baseUrl.replace(/\/$/, ''), fit ? { fit: fit as 'crop' } : {}))
}
