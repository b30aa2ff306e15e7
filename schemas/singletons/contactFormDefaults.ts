import { defineType } from 'sanity'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { contactFormTextFields } from '../lib/contact-form.ts'
import { languageField } from '../lib/fields.ts'

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
  fields: [languageField(), ...contactFormTextFields('shared')],
  preview: { prepare: () => ({ title: 'Contact form texts' }) },
})
