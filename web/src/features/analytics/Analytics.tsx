import { lazy, Suspense } from 'react'
import { useSiteSettings } from '#web/data/settings.ts'

// The provider's glue, its consent banner and page views: a chunk of its own, never loaded without a provider.
const AnalyticsHost = lazy(() => import('./AnalyticsHost.tsx'))

/**
 * The analytics provider the Site Settings choose (docs/analytics.md). Mounted once the page is interactive
 * (components/layout/Interactive.tsx): not in the prerendered HTML, and with the provider "None" nothing more loads.
 */
export default function Analytics() {
  const { analytics, consentBanner } = useSiteSettings()
  const chosen = Boolean(analytics?.provider && analytics.provider !== 'none')
  return chosen ? (
    <Suspense fallback={null}>
      <AnalyticsHost settings={analytics} banner={consentBanner} />
    </Suspense>
  ) : null
}
