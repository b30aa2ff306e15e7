import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { ImagesIcon } from '@sanity/icons/Images'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** A client's website address: https only, since the strip links out to it. */
export function clientUrlProblem(url: string | undefined, hasCaseStudy: boolean): string | true {
  if (!url) return true
  if (hasCaseStudy) return 'Link to the case study or to an address, not both: clear one of them'
  return /^https:\/\/[^\s/]+\.[^\s/.]+(\/\S*)?$/.test(url)
    ? true
    : 'A full web address starting with https://'
}

/** A row of client logos ("Trusted by"), each optionally linking to its case study or the client's site. */
export const logoStripSection = defineType({
  name: 'logoStripSection',
  title: 'Client logos',
  type: 'object',
  icon: ImagesIcon,
  description: 'A calm row of client logos, each optionally linking to its case study.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'clients',
      title: 'Clients',
      type: 'array',
      description: 'The clients shown, in order. Only clients who agreed to be named.',
      of: [
        defineArrayMember({
          name: 'clientLogo',
          title: 'Client',
          type: 'object',
          fields: [
            defineField({
              name: 'name',
              title: 'Name',
              type: 'string',
              description: 'The client’s name, e.g. "Apex Manufacturing Group": what screen readers read.',
              validation: (rule) => rule.required().max(80),
            }),
            defineField({
              name: 'logo',
              title: 'Logo',
              type: 'logoImage',
              description:
                'On a transparent or white background; the site shows it in grey until pointed at.',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'caseStudy',
              title: 'Case study',
              type: 'reference',
              description: 'The logo links to this case study (one with a detail page).',
              to: [{ type: 'caseStudy' }],
              options: { filter: 'defined(detail)' },
              weak: true,
            }),
            defineField({
              name: 'url',
              title: 'Website',
              type: 'string',
              description:
                'Or the client’s site, https://…, when there is no case study. Leave both empty for no link.',
              validation: (rule) =>
                rule.custom((url, context) =>
                  clientUrlProblem(
                    url as string | undefined,
                    !!(context.parent as { caseStudy?: { _ref?: string } } | undefined)?.caseStudy?._ref,
                  ),
                ),
            }),
          ],
          preview: { select: { title: 'name', subtitle: 'url', media: 'logo' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: sectionPreview('Client logos', {
    count: { field: 'clients', one: 'client', many: 'clients' },
  }),
})
