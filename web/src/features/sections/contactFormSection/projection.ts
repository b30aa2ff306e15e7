/** What a `contactFormSection` gets from the page query, besides every section's common fields. */
export const contactFormSectionFields = /* groq */ `
  variant, serviceOptions[]{_key, value, label}, submitLabel, labels, showContactDetails
`
