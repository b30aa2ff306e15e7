/** The booking choice as shared/booking-providers.ts resolves it (here and for the server's CSP). */
export const bookingSettingsFields = /* groq */ `bookingProvider, bookingUrl, bookingDisplay`

/**
 * What a `bookingSection` gets from the page query, besides every section's common fields: the Site Settings'
 * booking choice too, so one change there moves every booking button and this frame together.
 */
export const bookingSectionFields = /* groq */ `
  frameTitle, linkLabel, "booking": *[_id == "siteSettings"][0]{${bookingSettingsFields}}
`
