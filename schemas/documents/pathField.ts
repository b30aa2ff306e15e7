import { defineField } from 'sanity'

const API_VERSION = '2025-02-19'

/** The address of a page or service page; unique across both, since the site looks pages up by it. */
export const pathField = defineField({
  name: 'path',
  title: 'Address (path)',
  type: 'string',
  description:
    'Where the page lives on the site, e.g. /sap-implementation. Changing it changes the page address.',
  validation: (rule) =>
    rule
      .required()
      .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, { name: 'path' })
      .error('Start with /, then lowercase words separated by hyphens')
      .custom(async (value, context) => {
        if (!value) return true
        const id = context.document?._id?.replace(/^drafts\./, '')
        const client = context.getClient({ apiVersion: API_VERSION })
        const taken = await client.fetch<number>(
          'count(*[_type in ["page", "service"] && path == $path && !(_id in [$id, $draft])])',
          { path: value, id, draft: `drafts.${id}` },
        )
        return taken === 0 ? true : 'Another page already uses this address'
      }),
})
