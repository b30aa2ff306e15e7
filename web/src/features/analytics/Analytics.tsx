import { lazy, startTransition, Suspense, useEffect, useState } from 'react'
import { useSiteSettings } from '#web/data/settings.ts'
import { expectProvider } from './track.ts'

// The provider's glue, its consent banner and page views: a chunk of its own, never loaded without a provider.
const AnalyticsHost = lazy(() => import('./AnalyticsHost.tsx'))

/**
 * The analytics provider the Site Settings choose (docs/analytics.md). Mounted by the layout and switched on after
 * hydration, like the chat launcher: not in the prerendered HTML, and with the provider "None" nothing more loads.
 */
export function Analytics() {
  const { analytics, consentBanner } = useSiteSettings()
  const chosen = Boolean(analytics?.provider && analytics.provider !== 'none')
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    if (!chosen) return
    // A conversion while the chunk loads (a click right after hydration) waits for the provider.
    expectProvider()
    startTransition(() => setMounted(true))
  }, [chosen])
  return chosen && mounted ? (
    <Suspense fallback={null}>
      <AnalyticsHost settings={analytics} banner={consentBanner} />
    </Suspense>
  ) : null
}
