// How the assistant's search ranks passages and which one answers, one rule at a time, over a small site written
// here: a few services, a home page and its testimonials, in the shapes the knowledge query answers.
import { describe, expect, test } from 'vitest'
import type { Knowledge } from '../../functions/chat/knowledge.ts'
import { answerLocally } from '../../functions/chat/local-answerer.ts'
import { buildRetriever } from '../../functions/chat/retrieval.ts'
import { termsOf } from '../../functions/chat/terms.ts'

const service = (title: string, path: string, summary: string, sections: [string, string][]) => ({
  title,
  path,
  summary,
  sections: sections.map(([heading, text]) => ({ _type: 'textSection', heading, text })),
})

const site: Knowledge = {
  settings: { companyName: 'Northbridge Consulting' },
  services: [
    service('SAP Implementation', '/sap', 'SAP S/4HANA implementations by certified consultants.', [
      ['Our Method', 'Discover, design, build and run, with custom code, data migration and testing.'],
      ['Why Us', 'Senior consultants in India at a fraction of local cost.'],
    ]),
    service('Staff Augmentation', '/staff', 'Developers and engineers who join your team in two weeks.', [
      ['Developers in India', 'Senior developers in India cost far less than local developers.'],
      ['How It Works', 'You interview and approve every engineer; scale up or down with notice.'],
    ]),
    service('Software Testing', '/testing', 'Test automation, performance and security testing.', [
      ['Automation', 'Regression suites automated with Playwright and Selenium.'],
      [
        'Development',
        'Custom Software Development: web and enterprise applications built to your requirements.',
      ],
    ]),
    service('SAP Business Technology Platform', '/sap-btp', 'Extend, integrate and innovate on SAP BTP.', [
      [
        'The Four Pillars of SAP BTP',
        'Application Development: Cloud-native and low-code apps with SAP Build and CAP. Integration: SAP ' +
          'Integration Suite. Data: SAP Datasphere. AI: SAP Business AI.',
      ],
      [
        'Our SAP BTP Services',
        'Side-by-Side Extensions: Extend S/4HANA without touching the core (SAP CAP and Fiori apps). Platform ' +
          'Operations: Secure and monitored.',
      ],
      [
        'What Clients Build on BTP',
        'Supplier portals connected to S/4HANA procurement. Mobile approval apps for managers on the move.',
      ],
    ]),
  ],
  pages: [
    {
      title: 'Home',
      path: '/',
      sections: [
        {
          _type: 'testimonialSection',
          heading: 'What Our Clients Say',
          testimonials: [
            { name: 'David Chen', role: 'VP of IT', company: 'MedCore Health' },
            { name: 'Sarah Mitchell', role: 'CFO', company: 'Apex Manufacturing' },
          ],
        },
      ],
    },
  ],
  faqs: [],
  costs: [],
  caseStudies: [],
  testimonials: [
    {
      name: 'David Chen',
      role: 'VP of IT',
      company: 'MedCore Health',
      content: 'They understood healthcare compliance from day one.',
      pages: [{ title: 'Testimonials', path: '/testimonials' }],
    },
    {
      name: 'Sarah Mitchell',
      role: 'CFO',
      company: 'Apex Manufacturing',
      content: 'Our month-end close is 45% faster.',
      pages: [{ title: 'Testimonials', path: '/testimonials' }],
    },
  ],
  stats: [
    { value: '60-70%', label: 'Savings on IT costs', pages: [{ title: 'Home', path: '/' }] },
    { value: '99.9%', label: 'Uptime SLA', pages: [{ title: 'Home', path: '/' }] },
  ],
  articles: [],
  people: [],
  credentials: [],
  revision: [],
}

const retriever = buildRetriever(site)

describe('the words of a question', () => {
  test('a particle says nothing about the topic: "migrate off ECC" asks what "migrate from ECC" asks', () => {
    expect(termsOf('can you help us migrate off ECC')).toEqual(termsOf('can you help us migrate from ECC'))
  })
})

describe('figures', () => {
  test('a stat tile’s percentage is a saving when its label is about cost, not otherwise', () => {
    const stat = (value: string) => retriever.passages.find((passage) => passage.figure?.value === value)!
    expect(retriever.figuresOf(stat('60-70%')).has('saving')).toBe(true)
    expect(retriever.figuresOf(stat('99.9%')).has('saving')).toBe(false)
  })
})

describe('ranking', () => {
  test('a person named in the question is answered by their own words, not by a list that only names them', () => {
    const [best] = retriever.search('What did David Chen of MedCore say about you?')
    expect(best!.passage.kind).toBe('testimonial')
    expect(best!.passage.text).toContain('healthcare compliance')
  })

  test('a word the site never uses weighs as the site’s word it stands for ("devs": developers), not as a rare word', () => {
    const coverage = (question: string) =>
      retriever.search(question).find((hit) => hit.passage.title === 'Developers in India')!.coverage
    expect(coverage('what do developers cost in india')).toBe(1)
    expect(coverage('what do devs cost in india')).toBeGreaterThanOrEqual(0.85)
  })
})

describe('the passage that answers', () => {
  test('within a page, the section whose heading is the question’s own words ("build … on BTP") answers', () => {
    expect(retriever.search('r u able to build custom apps on btp')[0]!.passage.title).toBe(
      'The Four Pillars of SAP BTP',
    )
    expect(answerLocally('r u able to build custom apps on btp', retriever).text).toContain(
      '**What Clients Build on BTP**: Supplier portals',
    )
  })

  test('but not when it lacks a word the best section says: "Can you build Fiori apps?" gets the one naming Fiori', () => {
    expect(answerLocally('Can you build Fiori apps?', retriever).text).toContain('Fiori apps')
  })
})
