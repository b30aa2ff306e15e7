import { defineField, defineType } from '@sanity/types'
import { UserIcon } from '@sanity/icons/User'

/** LinkedIn profiles only, over https: the site links it as "<Name> on LinkedIn". */
export const LINKEDIN_PATTERN = /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/\S+$/
export const LINKEDIN_MESSAGE =
  'A LinkedIn address starting with https://, e.g. https://www.linkedin.com/in/name'

/**
 * Someone of the company: the author of articles (shown at the end of each) and a member of the team grids (the
 * About page's leadership). One document per person, referenced from each place.
 */
export const person = defineType({
  name: 'person',
  title: 'Person',
  type: 'document',
  icon: UserIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'First and last name, as shown.',
      validation: (rule) => rule.required().error('Give the person’s name').max(80),
    }),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      description: 'The job title, e.g. "Head of SAP Practice".',
      validation: (rule) =>
        rule.required().error('Give the person’s role, e.g. Head of SAP Practice').max(80),
    }),
    defineField({
      name: 'photo',
      title: 'Photo',
      type: 'imageWithAlt',
      description: 'A portrait, square or cropped to a square around the face (set the focus point).',
      validation: (rule) => rule.required().error('Add a photo (a portrait)'),
    }),
    defineField({
      name: 'bio',
      title: 'Short bio',
      type: 'text',
      rows: 4,
      description: 'A few sentences: what the person does and has done. Shown under their name.',
      validation: (rule) => [
        rule.required().error('Write a short bio of a few sentences'),
        rule.max(600).error('Keep the bio under 600 characters: a few sentences'),
      ],
    }),
    defineField({
      name: 'linkedinUrl',
      title: 'LinkedIn profile',
      type: 'url',
      description: 'Optional. The full address of the LinkedIn profile, starting with https://.',
      // One rule, so a wrong address gets one message: LINKEDIN_PATTERN already asks for https.
      validation: (rule) =>
        rule.custom((value?: string) => !value || LINKEDIN_PATTERN.test(value) || LINKEDIN_MESSAGE),
    }),
  ],
  orderings: [{ title: 'Name', name: 'name', by: [{ field: 'name', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', subtitle: 'role', media: 'photo' },
  },
})
