import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { MenuIcon } from '@sanity/icons/Menu'
import { linksField, languageField } from '../lib/fields.ts'
import { FIGURE_HINT, figureTextRules } from '../lib/figure-text.ts'

const title = (name: string, label: string, group: string, description: string) =>
  defineField({
    name,
    title: label,
    type: 'string',
    group,
    description,
    validation: (rule) => rule.required().max(60),
  })

/**
 * The header menus (large screens and the mobile panel) and the footer. One document, id "navigation". The mobile
 * panel lists the header's own links (the drop-down's services, then the header links), so a page is added to the
 * menus once; only its headings are its own.
 */
export const navigation = defineType({
  name: 'navigation',
  title: 'Navigation',
  type: 'document',
  icon: MenuIcon,
  groups: [
    { name: 'header', title: 'Header', default: true },
    { name: 'mobile', title: 'Mobile menu' },
    { name: 'footer', title: 'Footer' },
  ],
  fields: [
    languageField(),
    title('servicesLabel', 'Services menu', 'header', 'The text of the Services drop-down, e.g. "Services".'),
    defineField({
      name: 'serviceGroups',
      title: 'Services drop-down groups',
      type: 'array',
      group: 'header',
      description: 'The groups of links in the Services drop-down, e.g. Core Services and Support Services.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'navGroup',
          title: 'Group',
          fields: [
            defineField({
              name: 'title',
              title: 'Group heading',
              type: 'string',
              description: 'e.g. "Core Services".',
              validation: (rule) => rule.required().max(60),
            }),
            linksField({ title: 'Links', description: 'The services in this group.', required: true }),
          ],
          preview: {
            select: { title: 'title', links: 'links' },
            prepare: ({ title, links }) => ({
              title,
              subtitle: Array.isArray(links) ? `${links.length} links` : undefined,
            }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'viewAllLink',
      title: 'View all services link',
      type: 'link',
      group: 'header',
      description: 'The link under the groups of the drop-down, to /services.',
      validation: (rule) => rule.required(),
    }),
    linksField({
      group: 'header',
      title: 'Header links',
      description: 'The links after the Services drop-down, e.g. About, Testimonials, Case Studies, Contact.',
      required: true,
    }),
    defineField({
      name: 'cta',
      title: 'Header button',
      type: 'link',
      group: 'header',
      description:
        'The button at the right of the header (and at the bottom of the mobile menu), e.g. Get Started.',
      validation: (rule) => rule.required(),
    }),
    title(
      'mobilePanelTitle',
      'Panel title',
      'mobile',
      'The heading of the slide-in menu, e.g. "Navigation".',
    ),
    title(
      'mobileServicesTitle',
      'Services list heading',
      'mobile',
      'e.g. "Services". The list shows the links of the Services drop-down (Header), then the link below.',
    ),
    title(
      'mobileAllServicesLabel',
      'All services link',
      'mobile',
      'The last link of the Services list, to the page of "View all services" (Header), e.g. "All Services".',
    ),
    title(
      'mobileCompanyTitle',
      'Company list heading',
      'mobile',
      'e.g. "Company". The list shows the header links (Header), so a page added there is in both menus.',
    ),
    defineField({
      name: 'footerColumns',
      title: 'Footer columns',
      type: 'array',
      group: 'footer',
      description: 'The columns of links in the footer.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'footerColumn',
          title: 'Column',
          fields: [
            defineField({
              name: 'title',
              title: 'Column heading',
              type: 'string',
              description: 'e.g. "Company" or "Resources".',
              validation: (rule) => rule.required().max(60),
            }),
            linksField({
              name: 'items',
              title: 'Items',
              description: 'Links in this column. Choose "No action" for plain text such as Careers.',
              required: true,
            }),
          ],
          preview: {
            select: { title: 'title', items: 'items' },
            prepare: ({ title, items }) => ({
              title,
              subtitle: Array.isArray(items) ? `${items.length} items` : undefined,
            }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'footerTagline',
      title: 'Footer text',
      type: 'figureText',
      group: 'footer',
      description: `The sentence under the company name in the footer. ${FIGURE_HINT}`,
      validation: figureTextRules({ required: true, max: 300 }),
    }),
  ],
  preview: { prepare: () => ({ title: 'Navigation', subtitle: 'Header, mobile menu and footer' }) },
})
