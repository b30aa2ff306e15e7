import { navigationQuery, siteSettingsQuery } from '#web/queries/settings.ts'
import { useSanityQuery } from './query.ts'

/** Site-wide settings (contact details, booking URL, messages). Rendering without them is a content error. */
export function useSiteSettings() {
  const settings = useSanityQuery(siteSettingsQuery)
  if (!settings) throw new Error('The siteSettings document is missing from the dataset')
  return settings
}

export function useNavigation() {
  const navigation = useSanityQuery(navigationQuery)
  if (!navigation) throw new Error('The navigation document is missing from the dataset')
  return navigation
}
