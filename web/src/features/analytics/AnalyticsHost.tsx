import { useEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLocation } from 'react-router-dom'
import styled from 'styled-components'
import {
  providerOf,
  resolveAnalytics,
  type AnalyticsConfig,
  type AnalyticsSettings,
} from '#shared/analytics-providers.ts'
import { connectProvider, expectProvider } from './track.ts'
import { consentLinkSlot } from './consent-slot.ts'
import { whenPageHydrated } from '#web/hydration/page-hydrated.ts'
import { reportConversionClicks } from './conversion-clicks.ts'
import { useSiteSettings } from '#web/data/settings.ts'
import { readConsent, writeConsent, type ConsentChoice } from './consent.ts'
import { loadProvider, setOptOut } from './provider-script.ts'
import { ConsentBanner, type ConsentBannerTexts } from './ConsentBanner.tsx'

// A conversion while the provider is being connected (its script, a consent) waits for it rather than being lost.
expectProvider()

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-decoration: underline;
  cursor: pointer;
`

/** How long a page view after a client-side navigation waits for the new page's title. */
const TITLE_WAIT_MS = 1000

/** The page's address as a page view counts it, from the router's location: no fragment (an in-page link is not a
 * new view). */
const pageUrl = (path: string, search: string) => `${window.location.origin}${path}${search}`

/** Resolves when the document's title is no longer `previous` (the new page's head has rendered), or after a while. */
function titleAfter(previous: string): Promise<string> {
  if (document.title !== previous) return Promise.resolve(document.title)
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      resolve(document.title)
    }
    const observer = new MutationObserver(() => {
      if (document.title !== previous) done()
    })
    observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    const timer = setTimeout(done, TITLE_WAIT_MS)
  })
}

/**
 * One page view per page: the first view once, then one per client-side navigation (path or query; a fragment is
 * not a page). Nothing until the provider may load (`active`).
 */
function usePageViews(config: AnalyticsConfig, active: boolean) {
  const location = useLocation()
  const last = useRef<{ url: string; title: string } | null>(null)
  useEffect(() => {
    if (!active) return
    const url = pageUrl(location.pathname, location.search)
    // A consent given again on the same page re-runs this: the page was counted already. (StrictMode's second run
    // is not such a case: the first one's cleanup cancels it before it sends.)
    if (last.current?.url === url) return
    const previous = last.current
    let cancelled = false
    void (previous ? titleAfter(previous.title) : Promise.resolve(document.title)).then((title) => {
      if (cancelled) return
      last.current = { url, title }
      const page = { url, path: location.pathname, title, previousUrl: previous?.url }
      loadProvider(config)(providerOf(config).pageView(config, page))
    })
    return () => {
      cancelled = true
    }
  }, [active, config, location.pathname, location.search])
}

/**
 * The chosen analytics provider on every page: its consent banner when it asks first, then its script, its page
 * views and the site's conversions (track.ts). Loaded in a chunk of its own, only when the Site Settings choose a
 * provider (Analytics.tsx).
 */
export default function AnalyticsHost({
  settings,
  banner,
}: {
  settings: AnalyticsSettings | null | undefined
  banner: ConsentBannerTexts | null | undefined
}) {
  const config = useMemo(() => resolveAnalytics(settings), [settings])
  useEffect(() => {
    // Settings that do not resolve count as none: what waited for a provider is dropped.
    if (!config) connectProvider(null)
  }, [config])
  return config ? <Provider config={config} banner={banner ?? {}} /> : null
}

/**
 * The footer's place for the "cookie settings" link, found (or made) once the page has hydrated: the footer hydrates
 * in a chunk of its own, and a place added to it before then would make its HTML differ from its render.
 */
function useConsentLinkSlot(wanted: boolean) {
  const [slot, setSlot] = useState<HTMLElement | null>(null)
  useEffect(() => {
    let live = true
    void whenPageHydrated().then(() => live && setSlot(wanted ? consentLinkSlot() : null))
    return () => {
      live = false
    }
  }, [wanted])
  return slot
}

function Provider({ config, banner }: { config: AnalyticsConfig; banner: ConsentBannerTexts }) {
  const { bookingUrl } = useSiteSettings()
  const entry = providerOf(config)
  const [choice, setChoice] = useState<ConsentChoice | null>(() =>
    entry.needsConsent ? readConsent(config.provider) : 'granted',
  )
  const [bannerOpen, setBannerOpen] = useState<'asking' | 'reopened' | null>(() =>
    choice === null ? 'asking' : null,
  )
  useEffect(() => {
    if (choice !== 'granted') {
      // Not counted: conversions are dropped, and a provider loaded earlier on this page stops sending.
      connectProvider(null)
      setOptOut(config, true)
      return
    }
    setOptOut(config, false)
    const commands = loadProvider(config)
    connectProvider((name, props) => commands(entry.event(config, name, props)))
    const stopClicks = reportConversionClicks(bookingUrl)
    return () => {
      stopClicks()
      connectProvider(null)
    }
  }, [choice, config, entry, bookingUrl])

  usePageViews(config, choice === 'granted')
  // The footer's link to change the choice (consent-slot.ts makes its place); without scripts nothing is ever
  // loaded, so the prerendered page has nothing to offer there.
  const slot = useConsentLinkSlot(entry.needsConsent)

  const answer = (next: ConsentChoice) => {
    writeConsent(config.provider, next)
    setChoice(next)
    setBannerOpen(null)
  }
  if (!entry.needsConsent) return null
  return (
    <>
      {slot &&
        banner.settingsLabel &&
        createPortal(
          <LinkButton type="button" onClick={() => setBannerOpen('reopened')}>
            {banner.settingsLabel}
          </LinkButton>,
          slot,
        )}
      {bannerOpen && (
        <ConsentBanner
          texts={banner}
          onAccept={() => answer('granted')}
          onDecline={() => answer('denied')}
          focusOnOpen={bannerOpen === 'reopened'}
        />
      )}
    </>
  )
}
