import { defineArrayMember, defineField, defineType } from 'sanity'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { SERVICE_CODES } from '../lib/options.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

const label = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'string', description, validation: (rule) => rule.required().max(80) })

/** The contact form: short on the home page, full (first and last name, contact details) on the contact page. */
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
    defineField({
      name: 'serviceOptions',
      title: 'Service choices',
      type: 'array',
      description: 'The choices of the "Service" drop-down, in order. The code is what the team receives.',
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
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'submitLabel',
      title: 'Send button text',
      type: 'string',
      description: 'e.g. "Send Message".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'labels',
      title: 'Field labels',
      type: 'object',
      description: 'The labels and hints of the form’s fields.',
      options: { collapsible: true, collapsed: true },
      fields: [
        label('name', 'Name', 'Short form: the name field, e.g. "Full Name".'),
        label('firstName', 'First name', 'Full form, e.g. "First Name".'),
        label('lastName', 'Last name', 'Full form, e.g. "Last Name".'),
        label('email', 'E-mail', 'e.g. "Email Address".'),
        label('company', 'Company', 'e.g. "Company".'),
        label('phone', 'Phone', 'e.g. "Phone Number".'),
        label('service', 'Service', 'e.g. "Service of Interest".'),
        label(
          'servicePlaceholder',
          'Service hint',
          'Shown before a choice is made, e.g. "Select a service".',
        ),
        label('message', 'Message', 'e.g. "Message".'),
        label('messagePlaceholder', 'Message hint', 'Grey text in the empty message box.'),
      ],
      validation: (rule) => rule.required(),
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
