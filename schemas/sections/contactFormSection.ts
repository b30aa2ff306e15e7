import { defineArrayMember, defineField, defineType } from 'sanity'
import { EnvelopeIcon } from '@sanity/icons'
import { sectionBaseFields, sectionPreview } from './base.ts'
import { list, SERVICE_CODES } from '../objects/options.ts'

/** The contact form (short on home, full on the contact page). */
export const contactFormSection = defineType({
  name: 'contactFormSection',
  title: 'Contact form',
  type: 'object',
  icon: EnvelopeIcon,
  description: 'The contact form (short on home, full on the contact page).',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'variant',
      title: 'Form',
      type: 'string',
      options: {
        list: [
          { title: 'Short (home)', value: 'home' },
          { title: 'Full (contact page)', value: 'full' },
        ],
        layout: 'radio',
      },
      initialValue: 'home',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'serviceOptions',
      title: 'Service choices',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'serviceOption',
          fields: [
            defineField({
              name: 'value',
              title: 'Code',
              type: 'string',
              options: { list: list(SERVICE_CODES) },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'label',
              title: 'Label',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'value' } },
        }),
      ],
    }),
    defineField({
      name: 'submitLabel',
      title: 'Send button label',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'labels',
      title: 'Field labels',
      type: 'object',
      fields: [
        'name',
        'firstName',
        'lastName',
        'email',
        'company',
        'phone',
        'service',
        'servicePlaceholder',
        'message',
        'messagePlaceholder',
      ].map((name) => defineField({ name, type: 'string' })),
    }),
    defineField({
      name: 'showContactDetails',
      title: 'Show contact details beside the form',
      type: 'boolean',
    }),
  ],
  preview: sectionPreview('Contact form'),
})
