/** What a `outcomeListSection` gets from the page query, besides every section's common fields. */
export const outcomeListSectionFields = /* groq */ `
  items
`
