/**
 * What a `bookingSection` gets from the page query, besides every section's common fields. The calendar's address
 * is the Site Settings' (useBooking), so one change there moves every booking button and this frame together.
 */
export const bookingSectionFields = /* groq */ `
  frameTitle, linkLabel
`
