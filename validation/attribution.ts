// Where a lead came from (docs/leads.md, "Where a lead came from"): the page and the form that sent it, the campaign
// code its form section carries, and the visit's first touch: its campaign (the UTM parameters of the address the
// visitor arrived at), landing page and referring site. The forms send these as plain fields, hidden ones without
// scripts; they are metadata, not the visitor's words, so a value too long or malformed is cut or left out, never a
// reason to refuse the message. No library: the forms load this with the page.

/** The URL parameters of a campaign link, as marketing tools write them, and the lead field each is kept in. */
export const UTM_PARAMETERS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const
export type UtmField = (typeof UTM_PARAMETERS)[keyof typeof UTM_PARAMETERS]

/** What a lead records of where it came from, each at most this many characters. */
export const ATTRIBUTION_LIMITS = {
  pagePath: 512,
  pageTitle: 200,
  formKey: 64,
  formName: 120,
  campaignCode: 100,
  utmSource: 200,
  utmMedium: 200,
  utmCampaign: 200,
  utmTerm: 200,
  utmContent: 200,
  landingPage: 512,
  referrerHost: 253,
} as const
export type AttributionField = keyof typeof ATTRIBUTION_LIMITS
export type Attribution = Partial<Record<AttributionField, string>>
export const ATTRIBUTION_FIELDS = Object.keys(ATTRIBUTION_LIMITS) as AttributionField[]

/** The visit's first touch, which the browser keeps for the visit (web/src/features/contact/visit.ts). */
export type VisitAttribution = Pick<Attribution, UtmField | 'landingPage' | 'referrerHost'>

const PATH_FIELDS = new Set<AttributionField>(['pagePath', 'landingPage'])
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0000-\u001f\u007f]/g

function cleanValue(field: AttributionField, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.replace(CONTROL, '').trim().slice(0, ATTRIBUTION_LIMITS[field])
  if (!text) return undefined
  // A site path: `/x`, never `//host` (another site) or a full URL.
  if (PATH_FIELDS.has(field) && !/^\/(?!\/)/.test(text)) return undefined
  if (field === 'referrerHost') return /^[a-z0-9.-]+(:\d{1,5})?$/i.test(text) ? text.toLowerCase() : undefined
  if (field === 'formKey') return /^[A-Za-z0-9_-]+$/.test(text) ? text : undefined
  return text
}

/** The attribution fields of a form's fields or a JSON body, cleaned; the rest is ignored. */
export function cleanAttribution(fields: Record<string, unknown>): Attribution {
  const attribution: Attribution = {}
  for (const field of ATTRIBUTION_FIELDS) {
    const value = cleanValue(field, fields[field])
    if (value !== undefined) attribution[field] = value
  }
  return attribution
}

/** The campaign an address's query names (its UTM parameters). */
export function campaignOf(search: string): Attribution {
  const params = new URLSearchParams(search)
  const campaign: Record<string, string> = {}
  for (const [parameter, field] of Object.entries(UTM_PARAMETERS)) {
    const value = params.get(parameter)
    if (value) campaign[field] = value
  }
  return cleanAttribution(campaign)
}

/**
 * What a form post without scripts says through its `Referer` (a page of this site, with the query it was opened
 * with): the sending page and, when the visitor is still on the page a campaign link opened, the campaign. Another
 * site's address says nothing.
 */
export function attributionFromReferer(referer: string | null, ownHosts: string[]): Attribution {
  if (!referer) return {}
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return {}
  }
  if (!ownHosts.some((host) => host.toLowerCase() === url.host.toLowerCase())) return {}
  return { ...campaignOf(url.search), ...cleanAttribution({ pagePath: url.pathname }) }
}
