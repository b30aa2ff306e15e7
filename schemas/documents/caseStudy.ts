import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { DocumentsIcon } from '@sanity/icons/Documents'
import { languageField, orderField } from '../lib/fields.ts'

const requiredText = (name: string, title: string, description?: string, max = 200) =>
  defineField({ name, title, type: 'string', description, validation: (rule) => rule.required().max(max) })

const requiredParagraph = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    type: 'text',
    rows: 4,
    description,
    validation: (rule) => rule.required().max(1500),
  })

const pointList = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'array',
    description,
    of: [defineArrayMember({ type: 'string' })],
    validation: (rule) => rule.required().min(1),
  })

/**
 * A client success story. Its summary makes the card on the case studies page; "Detail" makes its own page.
 * A case study without detail shows its card only, and its page says "Case Study Not Found".
 */
export const caseStudy = defineType({
  name: 'caseStudy',
  title: 'Case study',
  type: 'document',
  icon: DocumentsIcon,
  groups: [
    { name: 'summary', title: 'Summary', default: true },
    { name: 'detail', title: 'Detail' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    languageField(),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'summary',
      description: 'e.g. "Manufacturing ERP Transformation".',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: 'slug',
      title: 'Address',
      type: 'slug',
      group: 'summary',
      description:
        'The page is /case-studies/<this>. Made from the title: click "Generate". Changing it once published moves the page: its old address is then sent to the new one.',
      options: { source: 'title', maxLength: 96 },
      validation: (rule) => rule.required(),
    }),
    {
      ...requiredText(
        'company',
        'Client',
        'The client’s name or a description such as "Global Manufacturer".',
        100,
      ),
      group: 'summary',
    },
    { ...requiredText('industry', 'Industry', 'e.g. "Manufacturing".', 60), group: 'summary' },
    defineField({
      name: 'challenge',
      title: 'Challenge',
      type: 'text',
      rows: 3,
      group: 'summary',
      description: 'The client’s problem in one or two sentences, for the card.',
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'solution',
      title: 'Solution',
      type: 'text',
      rows: 3,
      group: 'summary',
      description: 'What was done, in one or two sentences, for the card.',
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'results',
      title: 'Results on the card',
      type: 'object',
      group: 'summary',
      description: 'Three headline results, each as shown, e.g. "45% faster".',
      options: { columns: 3 },
      fields: [
        requiredText('efficiency', 'Efficiency', 'e.g. "45% faster".', 60),
        requiredText('cost', 'Cost', 'e.g. "30% lower costs".', 60),
        requiredText('time', 'Time', 'e.g. "8 months".', 60),
      ],
      validation: (rule) => rule.required(),
    }),
    {
      ...requiredText('timeline', 'Timeline', 'How long the project took, e.g. "8 months".', 40),
      group: 'summary',
    },
    defineField({
      name: 'image',
      title: 'Image',
      type: 'imageWithAlt',
      group: 'summary',
      description: 'The picture on the card and at the top of the page.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      group: 'summary',
      description: 'The teaser on the card.',
      validation: (rule) => rule.required().max(300),
    }),
    orderField({ group: 'summary', description: 'Lower numbers come first on the case studies page.' }),
    defineField({
      name: 'detail',
      title: 'Detail page',
      type: 'object',
      group: 'detail',
      description:
        'Fill this in to give the case study its own page. Left empty, the card links to a "Case Study Not Found" page.',
      fields: [
        requiredText('location', 'Location', 'e.g. "Detroit, USA".', 80),
        requiredText('projectDuration', 'Project duration', 'e.g. "12 months".', 40),
        requiredText('teamSize', 'Team size', 'e.g. "15 consultants".', 40),
        requiredText('roi', 'Return on investment', 'e.g. "18 months".', 40),
        defineField({
          name: 'challenge',
          title: 'The challenge',
          type: 'object',
          description: 'What the client struggled with.',
          fields: [
            requiredText('title', 'Heading', 'e.g. "The Challenge".'),
            requiredParagraph('description', 'Text', 'A paragraph on the situation before the project.'),
            pointList('painPoints', 'Pain points', 'The problems the client had, one per line.'),
          ],
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'solution',
          title: 'The solution',
          type: 'object',
          description: 'What the team built or changed.',
          fields: [
            requiredText('title', 'Heading', 'e.g. "Our Solution".'),
            requiredParagraph('description', 'Text', 'A paragraph on the approach.'),
            pointList('approaches', 'Approaches', 'What the team did, one per line.'),
          ],
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'implementation',
          title: 'Implementation',
          type: 'object',
          description: 'How the project ran, phase by phase.',
          fields: [
            requiredText('title', 'Heading', 'e.g. "Implementation Timeline".'),
            defineField({
              name: 'phases',
              title: 'Phases',
              type: 'array',
              description: 'The project’s phases in order.',
              of: [
                defineArrayMember({
                  type: 'object',
                  name: 'phase',
                  title: 'Phase',
                  fields: [
                    requiredText('phase', 'Phase', 'e.g. "Discovery & Planning".', 80),
                    requiredText('duration', 'Duration', 'e.g. "2 months".', 40),
                    pointList('activities', 'Activities', 'What happened in this phase, one per line.'),
                  ],
                  preview: { select: { title: 'phase', subtitle: 'duration' } },
                }),
              ],
              validation: (rule) => rule.required().min(1),
            }),
          ],
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'results',
          title: 'Results',
          type: 'object',
          description: 'What the project achieved, with figures.',
          fields: [
            requiredText('title', 'Heading', 'e.g. "Results".'),
            requiredParagraph('description', 'Text', 'A paragraph summing up the outcome.'),
            defineField({
              name: 'metrics',
              title: 'Metrics',
              type: 'array',
              description: 'Measured improvements, each with its figure.',
              of: [
                defineArrayMember({
                  type: 'object',
                  name: 'metric',
                  title: 'Metric',
                  fields: [
                    requiredText('metric', 'What was measured', 'e.g. "Inventory accuracy".', 80),
                    requiredText('improvement', 'Improvement', 'As shown, e.g. "+35%".', 40),
                    requiredText('description', 'Explanation', 'One sentence on the figure.', 300),
                  ],
                  preview: { select: { title: 'metric', subtitle: 'improvement' } },
                }),
              ],
              validation: (rule) => rule.required().min(1),
            }),
          ],
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'testimonial',
          title: 'Client quote',
          type: 'object',
          description: 'A quote from the client, shown at the end of the page.',
          fields: [
            defineField({
              name: 'quote',
              title: 'Quote',
              type: 'text',
              rows: 3,
              description: 'Without quotation marks.',
              validation: (rule) => rule.required().max(700),
            }),
            requiredText('author', 'Name', 'The person quoted.', 80),
            requiredText('position', 'Job title', 'e.g. "Chief Operating Officer".', 80),
            requiredText('company', 'Company', 'The client’s name as it may be shown.', 100),
          ],
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: 'seo',
      title: 'SEO and sharing',
      type: 'seo',
      group: 'seo',
      description:
        'How this page looks in search results and when shared. Empty fields use Site Settings > SEO.',
    }),
  ],
  orderings: [{ title: 'Sort order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: {
      title: 'title',
      company: 'company',
      industry: 'industry',
      media: 'image',
      detail: 'detail.location',
    },
    prepare: ({ title, company, industry, media, detail }) => ({
      title,
      subtitle: [company, industry, detail ? undefined : 'card only, no detail page']
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
})
