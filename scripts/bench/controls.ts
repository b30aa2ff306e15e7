// How long after first paint every control of a page works, for `npm run bench` (README, "HTML first"). A control
// whose HTML works by itself (a form that posts, a popover menu, a <details> FAQ, a tab that is a link) works from
// first paint: 0. A control that needs the app carries `data-intent` (its click is recorded and replayed): it works
// once the page has hydrated. Measured in Chromium with the CPU slowed 4x, alone and with Lighthouse's slow 4G.
import { chromium, type Browser } from 'playwright-core'
import { percentile } from './stats.ts'

/** The routes whose controls the bench times: the home page, the contact page and the D365 page. */
export const CONTROL_ROUTES = ['/', '/contact', '/dynamics-365-finance-operations']

interface Profile {
  name: string
  cpuSlowdown: number
  /** DevTools network throttling; none for the CPU-only profile. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number }
}

const kbps = (value: number) => (value * 1024) / 8
export const CONTROL_PROFILES: Profile[] = [
  { name: 'cpu4x', cpuSlowdown: 4 },
  {
    name: 'slow4g+cpu4x',
    cpuSlowdown: 4,
    // Lighthouse's mobile slow 4G (150 ms RTT, 1.6 Mbps down, 750 Kbps up) as it applies it through DevTools:
    // latency x3.75, throughput x0.9.
    network: { latency: 562.5, downloadThroughput: kbps(1474.56), uploadThroughput: kbps(675) },
  },
]

export interface ControlsRun {
  fcpMs: number
  /** From first contentful paint to hydration (when the app's own handlers take over). */
  hydratedAfterFcpMs: number
  /** Controls on the page that need the app (`data-intent`). */
  controlsNeedingScripts: number
  /** From first contentful paint to the moment every control works: 0 when none needs the app. */
  controlsLiveAfterFcpMs: number
}

async function measureOnce(browser: Browser, url: string, profile: Profile): Promise<ControlsRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 860 }, isMobile: true })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown })
    if (profile.network) {
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network })
    }
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 120_000,
    })
    const marks = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      hydrated: performance.getEntriesByName('hydrated')[0]?.startTime ?? 0,
      needingScripts: document.querySelectorAll('[data-intent]').length,
    }))
    const hydratedAfterFcpMs = Math.max(0, Math.round(marks.hydrated - marks.fcp))
    return {
      fcpMs: Math.round(marks.fcp),
      hydratedAfterFcpMs,
      controlsNeedingScripts: marks.needingScripts,
      controlsLiveAfterFcpMs: marks.needingScripts > 0 ? hydratedAfterFcpMs : 0,
    }
  } finally {
    await context.close()
  }
}

/** Each route under each profile, `runs` times; the median of each figure. */
export async function measureControls(
  origin: string,
  paths: string[],
  { executablePath, runs = 3 }: { executablePath: string; runs?: number },
) {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  })
  const rows: ({ path: string; profile: string } & ControlsRun)[] = []
  try {
    for (const path of paths) {
      for (const profile of CONTROL_PROFILES) {
        const measured: ControlsRun[] = []
        for (let run = 0; run < runs; run++) measured.push(await measureOnce(browser, origin + path, profile))
        const pick = (key: keyof ControlsRun) =>
          percentile(
            measured.map((run) => run[key]),
            0.5,
            2,
          )
        rows.push({
          path,
          profile: profile.name,
          fcpMs: pick('fcpMs'),
          hydratedAfterFcpMs: pick('hydratedAfterFcpMs'),
          controlsNeedingScripts: pick('controlsNeedingScripts'),
          controlsLiveAfterFcpMs: pick('controlsLiveAfterFcpMs'),
        })
      }
    }
  } finally {
    await browser.close()
  }
  return rows
}
