import { defineField } from 'sanity'
import { TONES } from '../objects/options.ts'

/** Fields every page section has: anchor, eyebrow, heading, intro, background tone. */
export const sectionBaseFields = [
  defineField({
    name: 'anchorId',
    title: 'Anchor id',
    type: 'string',
    description: 'Lets links jump to this section, e.g. "faq" for /#faq. Lowercase letters and hyphens.',
    validation: (rule) => rule.regex(/^[a-z][a-z0-9-]*$/).error('Lowercase letters, digits and hyphens only'),
  }),
  defineField({
    name: 'eyebrow',
    title: 'Eyebrow',
    type: 'string',
    description: 'Small text above the heading.',
  }),
  defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.max(120) }),
  defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 3 }),
  defineField({
    name: 'tone',
    title: 'Background',
    type: 'string',
    options: { list: TONES, layout: 'radio', direction: 'horizontal' },
  }),
]

export const linksField = defineField({
  name: 'links',
  title: 'Buttons',
  type: 'array',
  of: [{ type: 'link' }],
})

export const sectionPreview = (kind: string) => ({
  select: { title: 'heading', subtitle: 'eyebrow' },
  prepare: ({ title, subtitle }: { title?: string; subtitle?: string }) => ({
    title: title ?? kind,
    subtitle: title ? `${kind}${subtitle ? ` · ${subtitle}` : ''}` : subtitle,
  }),
})
