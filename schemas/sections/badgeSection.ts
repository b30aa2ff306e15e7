import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Partner statuses and certificates (Credentials), each with its issuer, year and a link to check it. */
export const badgeSection = defineType({
  name: 'badgeSection',
  title: 'Partners and certifications',
  type: 'object',
  icon: CheckmarkCircleIcon,
  description: 'Partner badges and certificates from the Credentials list, each with a link to verify it.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'credentials',
      title: 'Credentials',
      type: 'array',
      description: 'The partner statuses and certificates shown, in order (edited once, under Credentials).',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'credential' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'sinceLabel',
      title: '"Since" label',
      type: 'string',
      description: 'Shown before the year obtained, e.g. "Since" (Since 2019).',
      initialValue: 'Since',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'validUntilLabel',
      title: '"Valid until" label',
      type: 'string',
      description: 'Shown before the year a certificate runs out, e.g. "Valid until".',
      initialValue: 'Valid until',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'proofLabel',
      title: 'Proof link text',
      type: 'string',
      description:
        'The words of each proof link, e.g. "Verify". Screen readers hear it with the credential’s name: "Verify SAP Silver Partner".',
      initialValue: 'Verify',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: sectionPreview('Partners and certifications', {
    count: { field: 'credentials', one: 'credential', many: 'credentials' },
  }),
})
