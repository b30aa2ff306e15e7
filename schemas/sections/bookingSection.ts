import { defineField, defineType } from '@sanity/types'
import { CalendarIcon } from '@sanity/icons/Calendar'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/**
 * The booking calendar on a page of the site: the provider's booking page in a frame while Site Settings → Booking
 * shows it on the site, always with a link that opens it in a new tab (the way to book where the frame cannot load).
 */
export const bookingSection = defineType({
  name: 'bookingSection',
  title: 'Booking',
  type: 'object',
  icon: CalendarIcon,
  description:
    'The booking calendar of Site Settings → Booking, with a link that opens it in a new tab. Add it to the page chosen there.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'frameTitle',
      title: 'Calendar name',
      type: 'string',
      description:
        'What screen readers announce for the calendar, e.g. "Book a free 30-minute consultation". Not shown.',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'linkLabel',
      title: 'Link text',
      type: 'string',
      description:
        'The link under the calendar that opens the provider’s page in a new tab, e.g. "Open the calendar in a new tab".',
      validation: (rule) => rule.required().max(80),
    }),
  ],
  preview: sectionPreview('Booking', { text: 'linkLabel' }),
})
