// The site's languages (docs/languages.md): English at the site's own paths, each other language under its prefix
// (`/de/…`). Documents of the translated types carry their language in a `language` field, which Sanity's
// document-internationalization plugin writes in the Studio and links to the other languages' versions through a
// `translation.metadata` document.

export interface Language {
  /** The `language` field's value and the page's `<html lang>` (BCP 47). */
  id: string
  /** The language's own name, as the language switcher shows it to those who read it. */
  name: string
  /** Its name in English, as the Studio (in English) names it. */
  title: string
  /** Where its pages live: '' for the default language, `/de` for German. */
  prefix: string
}

export const LANGUAGES = [
  { id: 'en', name: 'English', title: 'English', prefix: '' },
  { id: 'de', name: 'Deutsch', title: 'German', prefix: '/de' },
] as const satisfies readonly Language[]

export type LanguageId = (typeof LANGUAGES)[number]['id']

/** The language at the site's own paths, the `x-default` alternate and the fallback of every translated text. */
export const DEFAULT_LANGUAGE: LanguageId = 'en'

/** The document types that exist per language and are linked as translations of one another. */
export const TRANSLATED_TYPES = [
  'page',
  'service',
  'siteSettings',
  'navigation',
  'contactFormDefaults',
  'faqItem',
  'stat',
  'testimonial',
  'caseStudy',
  'blogPost',
] as const

export const isLanguageId = (value: unknown): value is LanguageId =>
  LANGUAGES.some((language) => language.id === value)

/** The language a path belongs to: the one whose prefix it is under, else the default. */
export function languageOfPath(path: string): LanguageId {
  for (const language of LANGUAGES)
    if (language.prefix && (path === language.prefix || path.startsWith(`${language.prefix}/`)))
      return language.id
  return DEFAULT_LANGUAGE
}

/** A language's home page: `/` or its prefix. */
export const homePathOf = (id: LanguageId): string =>
  LANGUAGES.find((language) => language.id === id)?.prefix || '/'

/** A language's entry by id (the default language's for an unknown id). */
export const languageOf = (id: string | null | undefined): Language =>
  LANGUAGES.find((language) => language.id === id) ?? LANGUAGES[0]

/** A page's address in another language: the same words under that language's prefix (`/contact` → `/de/contact`). */
export function translatedPath(path: string, to: string): string {
  const from = languageOf(languageOfPath(path))
  const bare = from.prefix ? path.slice(from.prefix.length) || '/' : path
  const { prefix } = languageOf(to)
  return prefix ? `${prefix}${bare === '/' ? '' : bare}` : bare
}
