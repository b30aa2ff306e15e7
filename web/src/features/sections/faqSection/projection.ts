/** What a `faqSection` gets from the page query, besides every section's common fields. */
export const faqSectionFields = /* groq */ `
  items[]->{_id, question, answer}
`
