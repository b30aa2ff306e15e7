// An FAQ section's questions as the page query returns them and the accordion renders them: shared questions (FAQ
// documents, referenced) and questions written in the section itself (`faqEntry`) come in one shape, in order.
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { QueryClient } from '@tanstack/react-query'
import { evaluate, parse } from 'groq-js'
import { describe, expect, test } from 'vitest'
import { Providers, RoutedProviders } from '../../web/src/app/Providers.tsx'
import { sanityQueryKey } from '../../web/src/data/query.ts'
import { pageByPathQuery } from '../../web/src/queries/page.ts'
import { siteSettingsQuery } from '../../web/src/queries/settings.ts'
import type { SectionOf } from '../../web/src/features/sections/types.ts'
import { FaqSection } from '../../web/src/features/sections/faqSection/FaqSection.tsx'
import { wordsAsFigureText } from '../../schemas/lib/figure-text.ts'

const dataset = [
  {
    _id: 'faq-cost',
    _type: 'faqItem',
    question: 'What does SAP cost?',
    answer: wordsAsFigureText('It depends.'),
    order: 1,
  },
  {
    _id: 'page-landing',
    _type: 'page',
    path: '/landing',
    sections: [
      {
        _key: 'faq',
        _type: 'faqSection',
        anchorId: 'faq',
        items: [
          { _key: 'shared', _type: 'reference', _ref: 'faq-cost' },
          {
            _key: 'inline',
            _type: 'faqEntry',
            question: 'Is the assessment free?',
            answer: wordsAsFigureText('Yes, for the first week.'),
          },
        ],
      },
    ],
  },
]

async function faqSection() {
  const page = (await (
    await evaluate(parse(pageByPathQuery), { dataset, params: { path: '/landing' } })
  ).get()) as { sections: SectionOf<'faqSection'>[] }
  return page.sections[0]!
}

describe('an FAQ with a shared question and one written in place', () => {
  test('gets both in order as {_id, question, answer}: the shared one by its document id, the inline one by its key', async () => {
    expect((await faqSection()).items).toEqual([
      { _id: 'faq-cost', question: 'What does SAP cost?', answer: 'It depends.' },
      { _id: 'inline', question: 'Is the assessment free?', answer: 'Yes, for the first week.' },
    ])
  })

  test('renders both alike: each question a heading in the summary of its own details, with its answer', async () => {
    const section = await faqSection()
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    })
    queryClient.setQueryData(sanityQueryKey(siteSettingsQuery), { companyName: 'Acme' })
    const loadSanityClient = () => Promise.reject(new Error('FAQ tests must not query the content lake'))
    render(
      <Providers queryClient={queryClient} loadSanityClient={loadSanityClient}>
        <MemoryRouter>
          <RoutedProviders>
            <FaqSection section={section} />
          </RoutedProviders>
        </MemoryRouter>
      </Providers>,
    )
    const questions = screen.getAllByRole('heading', { level: 3 })
    expect(questions.map((heading) => heading.textContent)).toEqual([
      'What does SAP cost?',
      'Is the assessment free?',
    ])
    expect(questions.map((heading) => heading.closest('details')?.querySelector('p')?.textContent)).toEqual([
      'It depends.',
      'Yes, for the first week.',
    ])
  })
})
