// Field definitions several types share, so one choice (an icon, a colour, a list of buttons) looks and
// validates the same everywhere in the Studio.
import { defineArrayMember, defineField } from '@sanity/types'
import { COLOR_NAMES, ICON_NAMES, list } from './options.ts'
import { pathValidation } from './validation.ts'

interface FieldOptions {
  name?: string
  title?: string
  description?: string
  required?: boolean
  group?: string
}

export const iconField = ({ required = false, ...options }: FieldOptions = {}) =>
  defineField({
    name: options.name ?? 'icon',
    title: options.title ?? 'Icon',
    type: 'string',
    group: options.group,
    description: options.description ?? 'The small picture shown with it. Pick one of the site’s icons.',
    options: { list: list(ICON_NAMES) },
    validation: (rule) => (required ? rule.required() : rule),
  })

export const colorField = ({ required = false, ...options }: FieldOptions = {}) =>
  defineField({
    name: options.name ?? 'color',
    title: options.title ?? 'Colour',
    type: 'string',
    group: options.group,
    description: options.description ?? 'The accent colour, from the site’s palette.',
    options: { list: list(COLOR_NAMES) },
    validation: (rule) => (required ? rule.required() : rule),
  })

export const orderField = ({ group, description }: FieldOptions = {}) =>
  defineField({
    name: 'order',
    title: 'Sort order',
    type: 'number',
    group,
    description: description ?? 'Lower numbers come first in lists. Use steps of 10 to leave room.',
    initialValue: 100,
    validation: (rule) => rule.required().integer().min(0),
  })

/** A list of buttons or links (`link` objects). */
export const linksField = ({ required = false, ...options }: FieldOptions = {}) =>
  defineField({
    name: options.name ?? 'links',
    title: options.title ?? 'Buttons',
    type: 'array',
    group: options.group,
    description: options.description ?? 'Buttons shown under this part, in order.',
    of: [defineArrayMember({ type: 'link' })],
    validation: (rule) => (required ? rule.required().min(1) : rule),
  })

/** The address of a page or service page. The site finds pages by it, so it is unique across both types. */
/**
 * The document's language (shared/languages.ts), written by the Studio's translation plugin when it creates a
 * translation: hidden, since the plugin shows it as the document's badge and the translations menu changes it.
 */
export const languageField = () =>
  defineField({
    name: 'language',
    title: 'Language',
    type: 'string',
    readOnly: true,
    hidden: true,
  })

export const pathField = ({ group, description }: FieldOptions = {}) =>
  defineField({
    name: 'path',
    title: 'Address',
    type: 'string',
    group,
    description:
      description ??
      'Where the page lives on the site, e.g. /sap-implementation. Changing it moves the page: publishing then sends the old address to the new one (a redirect, listed under Redirects).',
    validation: pathValidation,
  })
