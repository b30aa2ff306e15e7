// The assistant's knowledge of the FAQ: the shared FAQ questions and the questions written in a page's own FAQ
// section (`faqEntry`), each a passage linked to the FAQ section of the page it is on. The knowledge query is
// evaluated with groq-js over small datasets, as the content lake answers it.
import { evaluate, parse } from 'groq-js'
import { describe, expect, test } from 'vitest'
import { chatKnowledgeQuery } from '../../functions/lib/queries.ts'
import { toPassages, type Knowledge } from '../../functions/chat/knowledge.ts'
import { wordsAsFigureText } from '../../schemas/lib/figure-text.ts'

type Doc = Record<string, unknown>

/** A section heading as the content model holds it: one block of text. */
const heading = (text: string) => [
  {
    _type: 'block',
    _key: 'h',
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: 's', text, marks: [] }],
  },
]

const landingPage = (fields: Doc = {}) => ({
  _id: 'page-s4hana',
  _type: 'page',
  title: 'S/4HANA assessment',
  path: '/s4hana',
  sections: [
    {
      _key: 'faq',
      _type: 'faqSection',
      anchorId: 'questions',
      heading: heading('Assessment questions'),
      items: [
        { _key: 'shared', _type: 'reference', _ref: 'faq-cost' },
        {
          _key: 'free',
          _type: 'faqEntry',
          question: 'Is the assessment free?',
          answer: wordsAsFigureText('Yes, the first week costs nothing.'),
        },
      ],
    },
  ],
  ...fields,
})
const sharedQuestion = {
  _id: 'faq-cost',
  _type: 'faqItem',
  question: 'What does SAP cost?',
  answer: wordsAsFigureText('It depends on the modules.'),
  order: 1,
}

async function faqPassages(dataset: Doc[]) {
  const knowledge = (await (
    await evaluate(parse(chatKnowledgeQuery), { dataset, params: { language: 'en' } })
  ).get()) as Knowledge
  return toPassages(knowledge).filter((passage) => passage.kind === 'faq')
}

describe('the FAQ the assistant knows', () => {
  test('a question written in a page’s FAQ section is a passage linked to that section', async () => {
    const passages = await faqPassages([sharedQuestion, landingPage()])
    expect(passages.find((passage) => passage.title === 'Is the assessment free?')).toEqual({
      id: 'faq:1',
      kind: 'faq',
      title: 'Is the assessment free?',
      text: 'Yes, the first week costs nothing.',
      url: '/s4hana#questions',
      source: 'Assessment questions',
      keywords: '',
    })
  })

  test('shared questions come first, then those written in pages', async () => {
    const passages = await faqPassages([sharedQuestion, landingPage()])
    expect(passages.map((passage) => passage.title)).toEqual([
      'What does SAP cost?',
      'Is the assessment free?',
    ])
  })

  test('a page kept out of search engines lends it none of its own questions', async () => {
    const hidden = landingPage({ seo: { _type: 'seo', noIndex: true } })
    expect((await faqPassages([sharedQuestion, hidden])).map((passage) => passage.title)).toEqual([
      'What does SAP cost?',
    ])
  })
})
