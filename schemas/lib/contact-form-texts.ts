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
 * The forms' messages a translation words (validation/messages.ts, `FormMessages`), each with the English text it
 * stands for. English has no such fields: its texts are the spec's exact ones, kept in code.
 */
export const CONTACT_FORM_MESSAGES = [
  { name: 'required', title: 'Required field', description: 'English: "This field is required".' },
  {
    name: 'invalidEmail',
    title: 'Invalid e-mail',
    description: 'English: "Please enter a valid email address".',
  },
  {
    name: 'invalidPhone',
    title: 'Invalid phone',
    description: 'English: "Please enter a valid phone number".',
  },
  {
    name: 'invalidFirstName',
    title: 'Invalid first name',
    description: 'English: "Please enter a valid first name".',
  },
  {
    name: 'invalidLastName',
    title: 'Invalid last name',
    description: 'English: "Please enter a valid last name".',
  },
  {
    name: 'messageTooLong',
    title: 'Message too long',
    description: 'English: "Message must be less than 2000 characters".',
  },
  {
    name: 'fixErrors',
    title: 'Fix the errors',
    description: 'English: "Please fix the errors in the form".',
  },
  {
    name: 'homeRequired',
    title: 'Short form: required fields',
    description: 'English: "Please fill in all required fields (Name, Email, and Message)".',
  },
  {
    name: 'sent',
    title: 'Sent',
    description: 'English: "Message sent successfully! We\'ll get back to you soon."',
  },
  {
    name: 'sendFailed',
    title: 'Send failed',
    description: 'English: "Failed to send message. Please try again."',
  },
  { name: 'unexpected', title: 'Unexpected error', description: 'English: "An unexpected error occurred".' },
  { name: 'sending', title: 'Sending', description: 'The button while sending. English: "Sending...".' },
  {
    name: 'characterCount',
    title: 'Character counter',
    description: 'English: "{count}/{limit} characters"; keep {count} and {limit}.',
  },
  {
    name: 'reachUs',
    title: 'Other ways to reach us',
    description: 'After "Send failed". English: "Or reach us directly: {ways}."; keep {ways}.',
  },
  { name: 'call', title: 'Call', description: 'English: "call {phone}"; keep {phone}.' },
  { name: 'email', title: 'E-mail us', description: 'English: "e-mail {email}"; keep {email}.' },
  { name: 'or', title: '"or"', description: 'The word between the ways. English: "or".' },
  {
    name: 'companyTooLong',
    title: 'Company too long',
    description: 'English: "Company must be at most 100 characters".',
  },
  {
    name: 'invalidService',
    title: 'Unknown service',
    description: 'English: "Please choose a service from the list".',
  },
  {
    name: 'tooMany',
    title: 'Too many messages',
    description:
      'When one network sends too many messages. English: "Too many messages from your network. Please try again later.".',
  },
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
  "messages": ${contactFormDefaultsDoc}.messages,
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
