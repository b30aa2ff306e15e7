// "Related articles" at the end of an article: the candidates its category's query answers (relatedArticlesQuery,
// evaluated by GROQ against the seed) and the pick (relatedArticles): up to three other articles, its category's
// newest first, then the newest of the others, never itself.
import { evaluate, parse } from 'groq-js'
import { beforeAll, describe, expect, test } from 'vitest'
import { blogPostBySlugQuery, relatedArticlesQuery } from '../../web/src/queries/blog.ts'
import { relatedArticles } from '../../web/src/pages/related-articles.ts'
import { seedDocuments } from '../mocks/seed.ts'

type Doc = Record<string, unknown> & { _id: string }
let seed: Doc[]

beforeAll(async () => {
  seed = (await seedDocuments()) as Doc[]
})

async function relatedSlugs(slug: string, dataset: Doc[] = seed, language = 'en'): Promise<string[]> {
  const post = await (
    await evaluate(parse(blogPostBySlugQuery), { dataset, params: { slug, language } })
  ).get()
  const params = { category: post.category ?? '', language }
  const candidates = await (await evaluate(parse(relatedArticlesQuery), { dataset, params })).get()
  return relatedArticles<{ _id: string; category: string | null; slug: string }>(post, candidates).map(
    (other) => other.slug,
  )
}

const article = (slug: string, category: string, publishedAt: string): Doc => ({
  _id: `blogPost-${slug}`,
  _type: 'blogPost',
  title: slug,
  slug: { _type: 'slug', current: slug },
  category,
  publishedAt,
})

describe('related articles', () => {
  test('the S/4HANA guide: the other SAP Implementation article, then the two newest of the rest', async () => {
    expect(await relatedSlugs('sap-s4hana-migration-roadmap')).toEqual([
      'erp-data-migration-best-practices',
      'dynamics-365-finance-operations-vs-business-central',
      'staff-augmentation-vs-outsourcing',
    ])
  })

  test('the newest article of the blog: its category first, then the newest others, never itself', async () => {
    expect(await relatedSlugs('dynamics-365-finance-operations-vs-business-central')).toEqual([
      'power-platform-for-dynamics-365',
      'sap-s4hana-migration-roadmap',
      'staff-augmentation-vs-outsourcing',
    ])
  })

  test('every English seed article gets three other articles, none of them itself', async () => {
    const slugs = seed
      .filter((doc) => doc._type === 'blogPost' && doc.language === 'en')
      .map((doc) => (doc.slug as { current: string }).current)
    for (const slug of slugs) {
      const related = await relatedSlugs(slug)
      expect(related, slug).toHaveLength(3)
      expect(related, slug).not.toContain(slug)
      expect(new Set(related).size, slug).toBe(3)
    }
  })

  test('a German article’s related articles are the other German ones', async () => {
    const german = seed.filter((doc) => doc._type === 'blogPost' && doc.language === 'de')
    const slugs = german.map((doc) => (doc.slug as { current: string }).current)
    expect(slugs.length).toBeGreaterThanOrEqual(3)
    for (const slug of slugs) {
      const related = await relatedSlugs(slug, seed, 'de')
      expect(related, slug).toHaveLength(Math.min(3, slugs.length - 1))
      expect(related, slug).not.toContain(slug)
      for (const other of related) expect(slugs, slug).toContain(other)
    }
  })

  test('a category with four others gives the three newest of them, whatever is newer elsewhere', async () => {
    const dataset = [
      article('subject', 'SAP BTP', '2025-01-01'),
      article('btp-1', 'SAP BTP', '2025-01-02'),
      article('btp-2', 'SAP BTP', '2025-01-05'),
      article('btp-3', 'SAP BTP', '2025-01-03'),
      article('btp-4', 'SAP BTP', '2024-12-01'),
      article('newer-elsewhere', 'Outsourcing', '2025-06-01'),
    ]
    expect(await relatedSlugs('subject', dataset)).toEqual(['btp-2', 'btp-3', 'btp-1'])
  })

  test('an article alone in its category gets the newest three of the others', async () => {
    const dataset = [
      article('subject', 'Software Testing', '2025-03-01'),
      article('a', 'Outsourcing', '2025-01-01'),
      article('b', 'SAP BTP', '2025-02-01'),
      article('c', 'Outsourcing', '2025-04-01'),
      article('d', 'Microsoft Dynamics', '2024-04-01'),
    ]
    expect(await relatedSlugs('subject', dataset)).toEqual(['c', 'b', 'a'])
  })

  test('the newest six all of its own category still leave three others to read', async () => {
    const own = Array.from({ length: 6 }, (_, i) => article(`own-${i}`, 'SAP BTP', `2025-05-0${i + 1}`))
    const dataset = [
      article('subject', 'SAP BTP', '2025-01-01'),
      ...own,
      article('old', 'Outsourcing', '2020-01-01'),
    ]
    expect(await relatedSlugs('subject', dataset)).toEqual(['own-5', 'own-4', 'own-3'])
  })

  test('an article of a category outside the content model’s list still gets the others of its category', async () => {
    const dataset = [
      article('subject', 'Events', '2025-01-01'),
      article('event-1', 'Events', '2025-01-02'),
      article('newer-elsewhere', 'Outsourcing', '2025-06-01'),
    ]
    expect(await relatedSlugs('subject', dataset)).toEqual(['event-1', 'newer-elsewhere'])
  })
})
