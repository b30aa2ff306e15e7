// The texts of the contact forms as the queries read them: the section's own text where it has one, else the shared
// one of "Contact form texts" (the `contactFormDefaults` singleton, lib/ids.ts), field by field. One fragment for
// the site's page query and the contact function's own pages, so the form and its server-side answer agree.
// Plain strings, no Sanity import: the site's bundle and the functions import this file.
import { contactFormDefaultsDoc } from './language-groq.ts'

/** The labels of the form's fields, in the order the forms show them. */
export const CONTACT_FORM_LABELS = [
  { name: 'name', title: 'Name', description: 'Short form: the name field, e.g. "Full Name".' },
  { name: 'firstName', title: 'First name', description: 'Full form, e.g. "First Name".' },
  { name: 'lastName', title: 'Last name', description: 'Full form, e.g. "Last Name".' },
  { name: 'email', title: 'E-mail', description: 'e.g. "Email Address".' },
  { name: 'company', title: 'Company', description: 'e.g. "Company".' },
  { name: 'phone', title: 'Phone', description: 'e.g. "Phone Number".' },
  { name: 'service', title: 'Service', description: 'e.g. "Service of Interest".' },
  {
    name: 'servicePlaceholder',
    title: 'Service hint',
    description: 'Shown before a choice is made, e.g. "Select a service".',
  },
  { name: 'message', title: 'Message', description: 'e.g. "Message".' },
  { name: 'messagePlaceholder', title: 'Message hint', description: 'Grey text in the empty message box.' },
] as const

/**
 * `serviceOptions`, `submitLabel`, the confirmation after sending and `labels` of a `contactFormSection`, in its projection: the section's own
 * (service choices when it has at least one), else the shared ones, so a form always gets every text. Written out
 * label by label: TypeGen reads only constant strings. `tests/web/contact-form-texts.test.ts` holds it to
 * CONTACT_FORM_LABELS.
 */
export const contactFormTextsFields = /* groq */ `
  "serviceOptions": select(
    count(serviceOptions) > 0 => serviceOptions[]{_key, value, label},
    ${contactFormDefaultsDoc}.serviceOptions[]{_key, value, label}
  ),
  "submitLabel": coalesce(submitLabel, ${contactFormDefaultsDoc}.submitLabel),
  "confirmationHeading": coalesce(confirmationHeading, ${contactFormDefaultsDoc}.confirmationHeading),
  "confirmationText": coalesce(confirmationText, ${contactFormDefaultsDoc}.confirmationText),
  "labels": {
    "name": coalesce(labels.name, ${contactFormDefaultsDoc}.labels.name),
    "firstName": coalesce(labels.firstName, ${contactFormDefaultsDoc}.labels.firstName),
    "lastName": coalesce(labels.lastName, ${contactFormDefaultsDoc}.labels.lastName),
    "email": coalesce(labels.email, ${contactFormDefaultsDoc}.labels.email),
    "company": coalesce(labels.company, ${contactFormDefaultsDoc}.labels.company),
    "phone": coalesce(labels.phone, ${contactFormDefaultsDoc}.labels.phone),
    "service": coalesce(labels.service, ${contactFormDefaultsDoc}.labels.service),
    "servicePlaceholder": coalesce(labels.servicePlaceholder, ${contactFormDefaultsDoc}.labels.servicePlaceholder),
    "message": coalesce(labels.message, ${contactFormDefaultsDoc}.labels.message),
    "messagePlaceholder": coalesce(labels.messagePlaceholder, ${contactFormDefaultsDoc}.labels.messagePlaceholder)
  }
`
