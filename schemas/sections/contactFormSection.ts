import { defineField, defineType } from 'sanity'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { contactFormTextFields } from '../lib/contact-form.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

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
