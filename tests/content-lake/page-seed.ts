// A home page shaped like the site's (keyed sections, references to stats and FAQ items, a blog grid), for the
// source-map and live-event tests; stat-1 has a draft.
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { startLake, writeSeed, type TestLake } from './harness.ts'
import { wordsAsFigureText } from '../../schemas/lib/figure-text.ts'

const ref = (_key: string, _ref: string) => ({ _key, _type: 'reference', _ref })

export const PAGE_SEED = [
  {
    _id: 'page-home',
    _type: 'page',
    title: 'Home',
    path: '/',
    seo: { metaTitle: 'Acme ERP' },
    sections: [
      {
        _key: 'hero',
        _type: 'heroSection',
        heading: wordsAsFigureText('ERP done right'),
        // A sentence citing stat-1's figure.
        subheading: [
          {
            _type: 'block',
            _key: 'b0',
            style: 'normal',
            markDefs: [],
            children: [
              { _type: 'span', _key: 'c0', text: 'Over ', marks: [] },
              { _type: 'statFigure', _key: 'c1', stat: { _type: 'reference', _ref: 'stat-1' } },
              { _type: 'span', _key: 'c2', text: ' projects delivered.', marks: [] },
            ],
          },
        ],
        tone: 'dark',
        links: [{ _key: 'l0', _type: 'link', label: 'Book a call', kind: 'booking' }],
        stats: [ref('s0', 'stat-1')],
      },
      {
        _key: 'figures',
        _type: 'statGridSection',
        heading: wordsAsFigureText('In figures'),
        stats: [ref('a', 'stat-1'), ref('b', 'stat-2')],
      },
      {
        _key: 'faq',
        _type: 'faqSection',
        heading: wordsAsFigureText('Questions'),
        items: [ref('q', 'faq-1')],
      },
      { _key: 'news', _type: 'blogGridSection', heading: wordsAsFigureText('Latest') },
    ],
  },
  { _id: 'stat-1', _type: 'stat', value: '150+', label: 'Implementations' },
  { _id: 'drafts.stat-1', _type: 'stat', value: '175+', label: 'Implementations' },
  { _id: 'stat-2', _type: 'stat', value: '24/7', label: 'Support' },
  { _id: 'stat-unused', _type: 'stat', value: '1', label: 'On no page' },
  { _id: 'faq-1', _type: 'faqItem', question: 'How fast?', answer: 'Weeks.' },
  {
    _id: 'post-old',
    _type: 'blogPost',
    title: 'Older post',
    slug: { _type: 'slug', current: 'older' },
    publishedAt: '2026-01-01',
  },
  {
    _id: 'post-new',
    _type: 'blogPost',
    title: 'Newer post',
    slug: { _type: 'slug', current: 'newer' },
    publishedAt: '2026-03-01',
  },
]

export async function startPageLake(): Promise<TestLake> {
  const seedFile = await writeSeed(await mkdtemp(`${tmpdir()}/page-seed-`), PAGE_SEED)
  return startLake({ seedFile })
}
