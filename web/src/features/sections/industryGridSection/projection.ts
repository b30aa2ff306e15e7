/** What a `industryGridSection` gets from the page query, besides every section's common fields. */
export const industryGridSectionFields = /* groq */ `
  industries[]->{_id, name, icon}
`
