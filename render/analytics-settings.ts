// The analytics provider the Site Settings choose, as the local server's CSP needs it (docs/analytics.md, "CSP"):
// read from the lake at start and again after every publish that touches the settings, so a marketer's change of
// provider widens (or narrows) the policy of the very next answer, with no restart.
import { cspSettingsQuery } from './queries.ts'
import { bookingFrameSources, type BookingSettings } from '#shared/booking-providers.ts'
import {
  analyticsCspSources,
  resolveAnalytics,
  type AnalyticsSettings,
  type CspSources,
} from '#shared/analytics-providers.ts'

const SETTINGS_ID = 'siteSettings'

// What this reads of a lake, by shape: the local server passes its content lake, the page function a Sanity client;
// render/ imports nothing of server/ (docs/architecture.md, "Boundaries").
interface SettingsSource {
  query(query: string, params: Record<string, unknown>): Promise<unknown>
}
interface FollowedSource extends SettingsSource {
  store: { subscribe(listener: (transaction: { changes: { id: string }[] }) => void): () => void }
}

export interface AnalyticsFollower {
  /** The hosts the CSP adds for the current provider (none without one). */
  sources(): CspSources
  close(): void
}

/**
 * The CSP hosts the published settings add (a draft never widens the policy): the analytics provider's, and the
 * booking provider's `frame-src` while its calendar is shown on the site (shared/booking-providers.ts).
 */
export async function readAnalyticsSources(lake: SettingsSource): Promise<CspSources> {
  const settings = (await lake.query(cspSettingsQuery, {})) as
    (BookingSettings & { analytics?: AnalyticsSettings | null }) | null
  const sources = analyticsCspSources(resolveAnalytics(settings?.analytics))
  const frameSrc = bookingFrameSources(settings)
  return frameSrc.length ? { ...sources, frameSrc } : sources
}

export async function followAnalyticsSettings(
  lake: FollowedSource,
  log: (message: string) => void = console.error,
): Promise<AnalyticsFollower> {
  let current = await readAnalyticsSources(lake)
  // Reads in order: a publish that lands while the previous read is under way is read again after it.
  let reading: Promise<void> = Promise.resolve()
  const reread = () => {
    reading = reading
      .then(() => readAnalyticsSources(lake))
      .then(
        (sources) => {
          current = sources
        },
        // The policy stays what it was (never wider than the last published settings said).
        (error: unknown) => log(`Could not read the analytics settings: ${String(error)}`),
      )
  }
  const unsubscribe = lake.store.subscribe((transaction) => {
    if (transaction.changes.some((change) => change.id === SETTINGS_ID)) reread()
  })
  return {
    sources: () => current,
    close: unsubscribe,
  }
}
