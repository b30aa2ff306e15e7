import { defineField, defineType } from '@sanity/types'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { contactFormTextFields } from '../lib/contact-form.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'
import { SERVICE_CODES } from '../lib/options.ts'

/**
 * The contact form: short on the home page, full (first and last name, contact details) on the contact page. Its
 * labels, service choices and button text are those of "Contact form texts" unless the section has its own.
 */
export const contactFormSection = defineType({
  name: 'contactFormSection',
  title: 'Contact form',
  type: 'object',
  icon: EnvelopeIcon,
  description: 'The contact form, short (home) or full (contact page).',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'variant',
      title: 'Form',
      type: 'string',
      description:
        'Short: one name field. Full: first and last name, with character limits and field checks.',
      options: {
        list: [
          { title: 'Short (home page)', value: 'home' },
          { title: 'Full (contact page)', value: 'full' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'home',
      validation: (rule) => rule.required(),
    }),
    // Empty texts are the shared ones of "Contact form texts" (lib/contact-form.ts).
    ...contactFormTextFields('override'),
    defineField({
      name: 'formName',
      title: 'Form name in the leads inbox',
      type: 'string',
      description:
        'How a lead from this form says which form it came from, e.g. “Spring webinar sign-up”. Empty: “Short form” or “Full form”. The page it is on is recorded anyway.',
      validation: (rule) => rule.max(120),
    }),
    defineField({
      name: 'service',
      title: 'Service chosen at first',
      type: 'string',
      description:
        'The service the form’s list shows chosen when the page opens (a landing page about one service). Empty: none chosen.',
      options: { list: [...SERVICE_CODES] },
    }),
    defineField({
      name: 'campaignCode',
      title: 'Campaign code',
      type: 'string',
      description:
        'Recorded on every lead this form sends, e.g. “spring-2027-webinar”, so the inbox and the CSV can list the campaign’s leads even when visitors arrive without a campaign link.',
      validation: (rule) =>
        rule.max(100).regex(/^[A-Za-z0-9._-]+$/, { name: 'letters, digits, dots, hyphens and underscores' }),
    }),
    defineField({
      name: 'showContactDetails',
      title: 'Show contact details',
      type: 'boolean',
      description:
        'Shows the phone, e-mail, address, emergency number, hours, reply promise and booking link (from Site Settings) beside the form.',
      initialValue: false,
    }),
  ],
  preview: sectionPreview('Contact form', {
    choice: { field: 'variant', labels: { home: 'short form', full: 'full form' } },
  }),
})
