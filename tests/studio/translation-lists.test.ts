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

test('the German list holds the German pages and texts, and nothing else', async () => {
  const german = await ids(inLanguageFilter)
  expect(german).toEqual(
    seed
      .filter((doc) => doc.language === 'de')
      .map((doc) => doc._id)
      .sort(),
  )
  for (const id of ['de-home', 'de-contact', 'de-site-settings', 'de-page-blog', 'de-stat-clients'])
    expect(german).toContain(id)
})

test('“Missing in German” lists the English pages, services and texts with no German version, and no other', async () => {
  // The seed translates every page, service, text and article; an English article added here has no German version.
  const untranslated = {
    ...seed.find((doc) => doc._id === 'blogPost-sap-btp-clean-core')!,
    _id: 'blogPost-english-only',
    slug: { _type: 'slug', current: 'english-only' },
  }
  // Only translated types (not people or industries), only English documents (not the German versions).
  expect(await ids(missingTranslationFilter, [...seed, untranslated])).toEqual([untranslated._id])
})

test('a document leaves “Missing in German” once its translation is linked', async () => {
  const unlinked = seed.filter((doc) => doc._id !== 'translations-testimonial-1')
  expect(await ids(missingTranslationFilter, unlinked)).toContain('testimonial-1')
  const metadata = {
    _id: 'translations-testimonial-1',
    _type: 'translation.metadata',
    schemaTypes: ['testimonial'],
    translations: [
      { _key: 'a', language: 'en', value: { _type: 'reference', _ref: 'testimonial-1', _weak: true } },
      { _key: 'b', language: 'de', value: { _type: 'reference', _ref: 'de-testimonial-1', _weak: true } },
    ],
  }
  expect(await ids(missingTranslationFilter, [...unlinked, metadata])).not.toContain('testimonial-1')
})
