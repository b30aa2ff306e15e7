import { bookingPagePath } from '../../../queries/fragments.ts'
import { contactFormTextsFields } from '../../../../../schemas/lib/contact-form-texts.ts'

/**
 * What a `contactFormSection` gets from the page query, besides every section's common fields: its texts are its
 * own or else those of "Contact form texts", field by field (`contactFormTextsFields`), and the site's page with the
 * booking calendar while it is shown on the site (the contact details' booking link leads there).
 */
export const contactFormSectionFields = /* groq */ `
  variant, ${contactFormTextsFields}, showContactDetails, formName, "presetService": service, campaignCode,
  "bookingPagePath": ${bookingPagePath}
`
