import { navigationQuery, siteSettingsQuery } from '#web/queries/settings.ts'
import { useSanityQuery } from './query.ts'
import type { NavigationQueryResult, SiteSettingsQueryResult } from '#shared/sanity.types.ts'

/** Site-wide settings (contact details, booking URL, messages). Rendering without them is a content error. */
export function useSiteSettings() {
  const settings = useSanityQuery<SiteSettingsQueryResult>(siteSettingsQuery)
  if (!settings) throw new Error('The siteSettings document is missing from the dataset')
  return settings
}

export function useNavigation() {
  const navigation = useSanityQuery<NavigationQueryResult>(navigationQuery)
  if (!navigation) throw new Error('The navigation document is missing from the dataset')
  return navigation
}
