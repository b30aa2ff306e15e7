import { defineField, defineType } from 'sanity'
import { MenuIcon } from '@sanity/icons'

const links = (name: string, title: string, group: string, description?: string) =>
  defineField({ name, title, type: 'array', of: [{ type: 'link' }], group, description })

/** The header menus (desktop and mobile) and the footer. One document, id "navigation". */
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
    defineField({
      name: 'servicesLabel',
      title: 'Services menu label',
      type: 'string',
      group: 'header',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'serviceGroups',
      title: 'Services menu groups',
      type: 'array',
      group: 'header',
      of: [
        {
          type: 'object',
          name: 'navGroup',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'links', type: 'array', of: [{ type: 'link' }] }),
          ],
          preview: { select: { title: 'title' } },
        },
      ],
    }),
    defineField({ name: 'viewAllLink', title: 'View all services link', type: 'link', group: 'header' }),
    links('links', 'Header links', 'header'),
    defineField({ name: 'cta', title: 'Header button', type: 'link', group: 'header' }),
    defineField({ name: 'mobilePanelTitle', title: 'Panel title', type: 'string', group: 'mobile' }),
    defineField({
      name: 'mobileServicesTitle',
      title: 'Services list title',
      type: 'string',
      group: 'mobile',
    }),
    links('mobileServiceLinks', 'Services list', 'mobile'),
    defineField({ name: 'mobileCompanyTitle', title: 'Company list title', type: 'string', group: 'mobile' }),
    links('mobileCompanyLinks', 'Company list', 'mobile'),
    defineField({
      name: 'footerColumns',
      title: 'Footer columns',
      type: 'array',
      group: 'footer',
      of: [
        {
          type: 'object',
          name: 'footerColumn',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
            defineField({
              name: 'items',
              type: 'array',
              of: [{ type: 'link' }],
              description: 'Use "No action" for plain text such as Careers.',
            }),
          ],
          preview: { select: { title: 'title' } },
        },
      ],
    }),
    defineField({ name: 'footerTagline', title: 'Footer text', type: 'text', rows: 2, group: 'footer' }),
  ],
  preview: { prepare: () => ({ title: 'Navigation' }) },
})
