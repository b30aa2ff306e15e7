// The texts of the contact forms: field labels, service choices and the send button. They are written once, in the
// "Contact form texts" document (singletons/contactFormDefaults.ts); a contact form section may override any of them
// (sections/contactFormSection.ts), and the queries take the section's own text or else the shared one
// (contact-form-texts.ts).
import { defineArrayMember, defineField } from '@sanity/types'
import { SERVICE_CODES } from './options.ts'
import { CONTACT_FORM_LABELS } from './contact-form-texts.ts'

/** Shared: every text is required. Override: every text is optional, empty meaning "the shared one". */
export type ContactFormTextsMode = 'shared' | 'override'

/** What a section's description adds to each overridable text. */
export const USE_SHARED_TEXTS = 'Leave empty to use the texts from Contact form texts.'

/** `serviceOptions`, `submitLabel` and `labels`: required in the shared document, optional overrides in a section. */
export function contactFormTextFields(mode: ContactFormTextsMode) {
  const shared = mode === 'shared'
  const describe = (text: string) => (shared ? text : `${text} ${USE_SHARED_TEXTS}`)
  return [
    defineField({
      name: 'serviceOptions',
      title: 'Service choices',
      type: 'array',
      description: describe(
        'The choices of the "Service" drop-down, in order. The code is what the team receives.',
      ),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'serviceOption',
          title: 'Choice',
          fields: [
            defineField({
              name: 'value',
              title: 'Code',
              type: 'string',
              description: 'What the team receives; the same five codes on every form.',
              options: { list: [...SERVICE_CODES] },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'label',
              title: 'Text shown',
              type: 'string',
              description: 'e.g. "IT Staffing".',
              validation: (rule) => rule.required().max(80),
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'value' } },
        }),
      ],
      validation: (rule) => (shared ? rule.required().min(1) : rule),
    }),
    defineField({
      name: 'submitLabel',
      title: 'Send button text',
      type: 'string',
      description: describe('e.g. "Send Message".'),
      validation: (rule) => (shared ? rule.required().max(40) : rule.max(40)),
    }),
    defineField({
      name: 'labels',
      title: 'Field labels',
      type: 'object',
      description: describe(
        shared
          ? 'The labels and hints of the form’s fields.'
          : 'The labels and hints of the form’s fields; fill in only those this form words differently.',
      ),
      options: { collapsible: true, collapsed: !shared },
      fields: CONTACT_FORM_LABELS.map(({ name, title, description }) =>
        defineField({
          name,
          title,
          type: 'string',
          description,
          validation: (rule) => (shared ? rule.required().max(80) : rule.max(80)),
        }),
      ),
      validation: (rule) => (shared ? rule.required() : rule),
    }),
    defineField({
      name: 'confirmationHeading',
      title: 'After sending: heading',
      type: 'string',
      description: describe(
        'Shown above the emptied form once a message is sent (with scripts; without, the Thank You page shows), e.g. "Thank you, we have your message".',
      ),
      validation: (rule) => (shared ? rule.required().max(80) : rule.max(80)),
    }),
    defineField({
      name: 'confirmationText',
      title: 'After sending: what happens next',
      type: 'text',
      rows: 3,
      description: describe(
        'One or two sentences under that heading: who replies, when, and what the visitor can do meanwhile.',
      ),
      validation: (rule) => (shared ? rule.required().max(300) : rule.max(300)),
    }),
  ]
}
