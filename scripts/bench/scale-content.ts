// Generated blog articles for the scale bench (scale-lake.ts) and the query planner's differential test: shaped like
// the seed's (a card, a body of portable text, an image, SEO), each with text of its own, so that the lake holds
// and scans what 10,000 or 50,000 real articles would be, not one article's strings repeated.
import type { SanityDocument } from '../../server/content-lake/store.ts'

const CATEGORIES = [
  'SAP Implementation',
  'Microsoft Dynamics',
  'Staff Augmentation',
  'Software Testing',
  'SAP BTP',
  'Outsourcing',
]
// The seed's people (person documents), so an article's author-> join resolves as on the real site.
const AUTHORS = ['person-anna-kowalski', 'person-rahul-mehta', 'person-kavya-iyer', 'person-neha-sharma']
const TOPICS = [
  'migration',
  'roadmap',
  'testing',
  'licensing',
  'integration',
  'data quality',
  'training',
  'cost',
]

const block = (key: string, text: string, style = 'normal', extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: key,
  style,
  markDefs: [],
  ...extra,
  children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
})

/**
 * `count` articles numbered from `first`; `imageRef` is an existing `sanity.imageAsset` id (one of the seed's), so
 * the cards' `asset->` joins resolve as on the real site.
 */
export function generateArticles(count: number, imageRef: string, first = 0): SanityDocument[] {
  const articles: SanityDocument[] = []
  for (let i = first; i < first + count; i++) {
    const topic = TOPICS[i % TOPICS.length]!
    const category = CATEGORIES[i % CATEGORIES.length]!
    const title = `${category}: ${topic} lessons from project ${i}`
    const slug = `${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${topic.replace(/ /g, '-')}-${i}`
    // Spread over ten years, so that ordering by date is real work.
    const published = new Date(Date.UTC(2016, 0, 1) + ((i * 7919) % 3650) * 86_400_000)
    const excerpt = `What project ${i} taught us about ${topic} in ${category}: the decisions that set its cost and pace.`
    articles.push({
      _id: `blogPost-generated-${i}`,
      _type: 'blogPost',
      _rev: `generated-${i}`,
      _createdAt: published.toISOString(),
      _updatedAt: published.toISOString(),
      title,
      slug: { _type: 'slug', current: slug },
      excerpt,
      category,
      publishedAt: published.toISOString().slice(0, 10),
      author: { _type: 'reference', _ref: AUTHORS[i % AUTHORS.length]! },
      image: {
        _type: 'image',
        asset: { _type: 'reference', _ref: imageRef },
        alt: `Abstract artwork for the article ${title}`,
      },
      seo: { metaTitle: `${title} | Insights`, metaDescription: excerpt },
      body: [
        block('b1', excerpt),
        block('h1', `Why ${topic} decides project ${i}`, 'h2'),
        block(
          'b2',
          `Across project ${i} we saw the pattern again: the ${topic} decisions made in the first weeks decide most of ` +
            'the cost. Teams that invest early in clear scope, clean data and honest trade-offs finish faster and spend less.',
        ),
        block('l1', `Start ${topic} from business outcomes, not features`, 'normal', {
          listItem: 'bullet',
          level: 1,
        }),
        block('l2', `Decide which ${topic} steps stay standard in ${category}`, 'normal', {
          listItem: 'bullet',
          level: 1,
        }),
        block('l3', `Plan data, testing and training for project ${i} from day one`, 'normal', {
          listItem: 'bullet',
          level: 1,
        }),
        block('h2', 'What we recommend', 'h2'),
        block(
          'b3',
          `Begin ${topic} with a short, fixed-price discovery (ours for project ${i} took ${2 + (i % 5)} weeks). It ` +
            'gives you a realistic roadmap and estimate before you commit, and tells you whether a partner understands you.',
        ),
        block(
          'q1',
          `The cheapest ${topic} work is the one scoped honestly at the start (project ${i}).`,
          'blockquote',
        ),
      ],
    })
  }
  return articles
}
