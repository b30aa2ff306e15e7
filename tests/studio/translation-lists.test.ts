// The Studio's Translations lists (studio/structure.ts): a language's pages and texts, and what has no version in it.
import { evaluate, parse } from 'groq-js'
import { expect, test } from 'vitest'
import { inLanguageFilter, missingTranslationFilter } from '../../schemas/lib/language-groq.ts'
import { TRANSLATED_TYPES } from '../../shared/languages.ts'
import { seedDocuments } from '../mocks/seed.ts'

type Doc = Record<string, unknown> & { _id: string }
const seed = (await seedDocuments()) as Doc[]
const params = { types: [...TRANSLATED_TYPES], language: 'de' }
const ids = async (filter: string, dataset: Doc[] = seed) =>
  ((await (await evaluate(parse(`*[${filter}]._id`), { dataset, params })).get()) as string[]).sort()

test('the German list holds the German pages and texts', async () => {
  expect(await ids(inLanguageFilter)).toEqual([
    'de-contact',
    'de-contact-form-defaults',
    'de-home',
    'de-navigation',
    'de-site-settings',
  ])
})

test('“Missing in German” lists the English pages, services and texts with no German version, and no other', async () => {
  const missing = await ids(missingTranslationFilter)
  expect(missing).toContain('page-services')
  expect(missing).toContain('service-sap-implementation')
  for (const translated of ['page-home', 'page-contact', 'siteSettings', 'navigation', 'contactFormDefaults'])
    expect(missing).not.toContain(translated)
  // Only translated types, only English documents.
  const types = new Map(seed.map((doc) => [doc._id, doc]))
  for (const id of missing) {
    expect(TRANSLATED_TYPES).toContain(types.get(id)!._type)
    expect(types.get(id)!.language).toBe('en')
  }
})

test('a page leaves “Missing in German” once its translation is linked', async () => {
  const metadata = {
    _id: 'translations-services',
    _type: 'translation.metadata',
    schemaTypes: ['page'],
    translations: [
      { _key: 'a', language: 'en', value: { _type: 'reference', _ref: 'page-services', _weak: true } },
      { _key: 'b', language: 'de', value: { _type: 'reference', _ref: 'de-services', _weak: true } },
    ],
  }
  expect(await ids(missingTranslationFilter, [...seed, metadata])).not.toContain('page-services')
})
