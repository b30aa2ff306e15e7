import type { StegaConfig } from '@sanity/client'

/**
 * Fields whose strings the code reads rather than shows, kept free of stega's invisible characters: the schema's
 * fixed option lists (tone, link kind and variant, icon, colour, layout, social network, booking provider, …), compared and looked up
 * by value. Ids, keys, types, slugs, paths, URLs, dates and `seo` are left out by @sanity/client's own default.
 */
export const CLEAN_FIELDS = new Set([
  'bookingDisplay',
  'bookingProvider',
  'category',
  'color',
  'icon',
  'kind',
  'layout',
  'listItem',
  'network',
  'provider',
  'service',
  'source',
  'status',
  'style',
  'tone',
  'variant',
])

/** Which strings get stega: shown text only. */
export const stegaFilter: NonNullable<StegaConfig['filter']> = (props) => {
  const { sourcePath } = props
  const field = sourcePath.at(-1)
  if (typeof field === 'string' && CLEAN_FIELDS.has(field)) return false
  // A contact form's service options: the label is shown, the value is what the form sends.
  if (field === 'value' && sourcePath.includes('serviceOptions')) return false
  // The chat assistant's texts travel to the chat function as typed (suggested questions).
  if (sourcePath.includes('assistant')) return false
  // The analytics provider's settings become script addresses and IDs (docs/analytics.md), never shown.
  if (sourcePath.includes('analytics')) return false
  return props.filterDefault(props)
}
