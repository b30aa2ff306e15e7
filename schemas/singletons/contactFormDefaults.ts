import { defineField, defineType } from '@sanity/types'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { contactFormTextFields } from '../lib/contact-form.ts'
import { languageField } from '../lib/fields.ts'
import { CONTACT_FORM_MESSAGES } from '../lib/contact-form-texts.ts'
import { DEFAULT_LANGUAGE } from '../../shared/languages.ts'

/**
 * The texts every contact form shows unless its section has its own: field labels, service choices and the send
 * button. One document, id "contactFormDefaults", titled "Contact form texts" in the Studio.
 */
export const contactFormDefaults = defineType({
  name: 'contactFormDefaults',
  title: 'Contact form texts',
  type: 'document',
  icon: EnvelopeIcon,
  description:
    'The labels, service choices and button text of every contact form. A contact form section may word any of them its own way.',
  fields: [
    languageField(),
    ...contactFormTextFields('shared'),
    defineField({
      name: 'messages',
      title: 'Messages',
      type: 'object',
      description:
        "The forms' messages in this language. An empty one shows the English text. English has none here: its texts are the product's exact ones.",
      // Hidden in English: the spec's exact texts live in code (validation/messages.ts) and cannot be edited away.
      hidden: ({ document }) => (document?.language ?? DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE,
      options: { collapsible: true, collapsed: true },
      fields: CONTACT_FORM_MESSAGES.map(({ name, title, description }) =>
        defineField({ name, title, description, type: 'string' }),
      ),
    }),
  ],
  preview: { prepare: () => ({ title: 'Contact form texts' }) },
})
