// The seed's testimonials in German (docs/languages.md): each English testimonial has a German version linked to it,
// in the client's words reworded in German but with the same person, stars, pictures and figures, and the German
// pages show the German versions where the English pages show the English ones.
import { evaluate, parse } from 'groq-js'
import { describe, expect, test } from 'vitest'
import { chatKnowledgeQuery } from '../../functions/lib/queries.ts'
import type { Knowledge } from '../../functions/chat/knowledge.ts'
import { answerLocally } from '../../functions/chat/local-answerer.ts'
import { buildRetriever } from '../../functions/chat/retrieval.ts'
import { numbersOf } from '../../schemas/lib/figure-languages.ts'
import { seedDocuments } from '../mocks/seed.ts'

type Doc = Record<string, unknown> & { _id: string; _type: string }
type Ref = { _ref: string }
const seed = (await seedDocuments()) as Doc[]
const byId = new Map(seed.map((doc) => [doc._id, doc]))
const english = seed.filter((doc) => doc._type === 'testimonial' && (doc.language ?? 'en') === 'en')

/** The version of `id` in `language`, from its translation.metadata. */
const versionOf = (id: string, language: string) => {
  const metadata = seed.find(
    (doc) =>
      doc._type === 'translation.metadata' &&
      (doc.translations as { value: Ref }[]).some((entry) => entry.value._ref === id),
  )
  const entry = (metadata?.translations as { language: string; value: Ref }[] | undefined)?.find(
    (version) => version.language === language,
  )
  return entry && byId.get(entry.value._ref)
}

const sortedNumbers = (text: unknown) => numbersOf(String(text ?? '')).sort((a, b) => a - b)
const testimonialRefs = (doc: Doc) =>
  (doc.sections as { _type: string; testimonials?: Ref[] }[])
    .filter((section) => section._type === 'testimonialSection')
    .map((section) => (section.testimonials ?? []).map((reference) => reference._ref))

describe('testimonials in German', () => {
  test('every English testimonial has a German version, linked as its translation', () => {
    expect(english).toHaveLength(9)
    for (const testimonial of english) {
      const german = versionOf(testimonial._id, 'de')
      expect(german?._id, testimonial._id).toBe(`de-${testimonial._id}`)
      expect(german?.language).toBe('de')
      expect(byId.get(`translations-${testimonial._id}`)?.schemaTypes).toEqual(['testimonial'])
    }
  })

  test('a German testimonial rewords the quote and keeps the person, the stars, the pictures and every figure', () => {
    for (const testimonial of english) {
      const german = byId.get(`de-${testimonial._id}`)!
      for (const field of ['name', 'company', 'rating', 'image.asset', 'companyLogo.asset'] as const) {
        const [key, sub] = field.split('.') as [string, string?]
        const value = (doc: Doc) => (sub ? (doc[key] as Doc | undefined)?.[sub] : doc[key])
        expect(value(german), `${german._id} ${field}`).toEqual(value(testimonial))
      }
      for (const field of ['content', 'role', 'industry', 'results', 'projectType']) {
        expect(sortedNumbers(german[field]), `${german._id} ${field}`).toEqual(
          sortedNumbers(testimonial[field]),
        )
      }
      expect(german.content).not.toBe(testimonial.content)
    }
  })

  test('the German pages show the German testimonials, in the English page’s order', () => {
    const germanPages = seed.filter(
      (doc) =>
        (doc._type === 'page' || doc._type === 'service') &&
        doc.language === 'de' &&
        testimonialRefs(doc).length,
    )
    expect(germanPages.map((page) => page._id).sort()).toEqual(['de-home', 'de-page-testimonials'])
    for (const page of germanPages) {
      const original = versionOf(page._id, 'en')!
      expect(testimonialRefs(page), page._id).toEqual(
        testimonialRefs(original).map((refs) => refs.map((id) => `de-${id}`)),
      )
    }
  })

  test('the assistant’s German knowledge quotes the German testimonials, shown on the German testimonials page', async () => {
    const knowledge = (await (
      await evaluate(parse(chatKnowledgeQuery), { dataset: seed, params: { language: 'de' } })
    ).get()) as { testimonials: { content: string; pages: { path: string }[] }[] }
    const quotes = english.map((testimonial) => byId.get(`de-${testimonial._id}`)!.content)
    expect(knowledge.testimonials.map((testimonial) => testimonial.content).sort()).toEqual(quotes.sort())
    for (const testimonial of knowledge.testimonials)
      expect(testimonial.pages.map((page) => page.path)).toContain('/de/kundenstimmen')
  })

  test('a German question about a client is answered with the German quote and the German testimonials page', async () => {
    const knowledge = await evaluate(parse(chatKnowledgeQuery), { dataset: seed, params: { language: 'de' } })
    const { text } = answerLocally(
      'Was sagt Emily Carter?',
      buildRetriever((await knowledge.get()) as Knowledge, 'de'),
    )
    expect(text).toContain('Emily Carter, Leiterin Operations bei Brightpath Education:')
    expect(text).toContain('Mehr dazu: [Kundenstimmen](/de/kundenstimmen).')
  })
})
