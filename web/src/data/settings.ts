import { createContext, createElement, useContext, type ReactNode } from 'react'
import { navigationQuery, siteSettingsQuery } from '#web/queries/settings.ts'
import { useSanityQuery } from './query.ts'
import type { NavigationQueryResult, SiteSettingsQueryResult } from '#shared/sanity.types.ts'

type SiteSettings = NonNullable<SiteSettingsQueryResult>

const SiteSettingsContext = createContext<SiteSettings | null>(null)

/**
 * Asks the site settings once for the whole tree. Every link reads them (the booking URL, the new-tab hint): as one
 * query per reader, a page ran about fifty query observers where it now runs a few, on the server and in the browser.
 */
export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  const settings = useSanityQuery<SiteSettingsQueryResult>(siteSettingsQuery)
  if (!settings) throw new Error('The siteSettings document is missing from the dataset')
  return createElement(SiteSettingsContext.Provider, { value: settings }, children)
}

/** Site-wide settings (contact details, booking URL, messages). Rendering without them is a content error. */
export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext)
  if (!settings)
    throw new Error('useSiteSettings must be used inside <SiteSettingsProvider> (app/Providers.tsx)')
  return settings
}

export function useNavigation() {
  const navigation = useSanityQuery<NavigationQueryResult>(navigationQuery)
  if (!navigation) throw new Error('The navigation document is missing from the dataset')
  return navigation
}
