// The assistant on the German pages (issue 39): a German index searched with German stems, German questions
// recognised as the page's language, and answers with German connecting words and links to German pages, over a
// small German site written here in the shapes the knowledge query answers for `$language` "de".
import { evaluate, parse } from 'groq-js'
import { expect, test } from 'vitest'
import { chatKnowledgeQuery } from '../../functions/lib/queries.ts'
import { toPassages, type Knowledge } from '../../functions/chat/knowledge.ts'
import { answerLocally } from '../../functions/chat/local-answerer.ts'
import { isOtherLanguage } from '../../functions/chat/question.ts'
import { buildRetriever } from '../../functions/chat/retrieval.ts'
import { stemGerman } from '../../functions/chat/stemmer.ts'
import { chatRequestSchema } from '../../validation/chat.ts'
import { wordsAsFigureText } from '../../schemas/lib/figure-text.ts'

const german: Knowledge = {
  settings: {
    companyName: 'Northbridge Consulting',
    description: 'Northbridge Consulting führt SAP und Microsoft Dynamics 365 ein.',
    phone: '+1 (555) 012-3456',
    email: 'hello@northbridge-consulting.com',
    phoneHours: 'Montag bis Freitag, 8-18 Uhr (EST)',
    replyPromise: 'Wir beantworten jede Nachricht innerhalb von 24 Stunden.',
    notCovered: 'Darauf finde ich auf unserer Website keine Antwort.',
    outOfScope: 'Ich beantworte nur Fragen zu Northbridge Consulting.',
    otherLanguage: 'Entschuldigung, ich kann nur auf Deutsch antworten.',
  },
  services: [],
  pages: [
    {
      title: 'Northbridge Consulting',
      path: '/de',
      sections: [
        {
          _type: 'bulletListSection',
          heading: 'Warum Northbridge',
          items: [
            'Erfahrene SAP- und Dynamics-365-Berater mit Projekten in Europa und Nordamerika',
            'Feste Ansprechpartner, die Ihre Systeme und Ihre Fachsprache kennen',
            'Transparente Festpreise oder Stundensätze – ohne versteckte Kosten',
          ],
        },
        { _type: 'contactFormSection', heading: 'Sprechen Sie mit uns' },
      ],
    },
    {
      title: 'Kontakt',
      path: '/de/kontakt',
      sections: [
        {
          _type: 'heroSection',
          heading: 'Sprechen wir über Ihr Projekt',
          subheading: 'Ein erfahrener Berater antwortet Ihnen innerhalb von 24 Stunden.',
        },
        { _type: 'contactFormSection', heading: 'Schreiben Sie uns' },
      ],
    },
  ],
  faqs: [],
  costs: [],
  caseStudies: [],
  testimonials: [],
  stats: [],
  articles: [],
  people: [],
  credentials: [],
  revision: [],
}
const retriever = buildRetriever(german, 'de')

test('the chat request carries the page language, English when it says none, and refuses any other', () => {
  const messages = [{ role: 'user', content: 'Hallo' }]
  expect(chatRequestSchema.parse({ messages }).language).toBe('en')
  expect(chatRequestSchema.parse({ messages, language: 'de' }).language).toBe('de')
  expect(chatRequestSchema.safeParse({ messages, language: 'fr' }).error?.issues[0]?.message).toBe(
    '"language" must be one of en, de',
  )
})

test('German words of one stem share it: Kosten and kostet, Ansprechpartner and Ansprechpartnern', () => {
  expect(stemGerman('kosten')).toBe(stemGerman('kostet'))
  expect(stemGerman('ansprechpartner')).toBe(stemGerman('ansprechpartnern'))
  expect(stemGerman('einführung')).toBe(stemGerman('einführungen'))
})

test('German is the page language on a German page and another language on an English one', () => {
  const question = 'Wie viel kostet ein Entwickler bei Ihnen?'
  expect(isOtherLanguage(question, 'de')).toBe(false)
  expect(isOtherLanguage(question, 'en')).toBe(true)
  expect(isOtherLanguage('¿Cuánto cuesta un desarrollador?', 'de')).toBe(true)
})

test('a German question is answered from the German passage, with a link to the German page', () => {
  const { text, outcome } = answerLocally('Haben Sie feste Ansprechpartner?', retriever)
  expect(outcome).toBe('answered')
  expect(text).toContain('Feste Ansprechpartner, die Ihre Systeme und Ihre Fachsprache kennen')
  expect(text).not.toMatch(/More on|Phone|contact page/)
})

test('the contact details are given with German words and the German contact page', () => {
  const { text } = answerLocally('Wie kann ich Sie telefonisch erreichen?', retriever)
  expect(text).toContain('So erreichen Sie Northbridge Consulting:')
  expect(text).toContain('Telefon: +1 (555) 012-3456 (Montag bis Freitag, 8-18 Uhr (EST))')
  expect(text).toContain('[Kontaktseite](/de/kontakt)')
})

test('a German client’s quote names the company with “bei” and links to the page that shows it, by that page’s title', () => {
  const passages = toPassages({
    ...german,
    testimonials: [
      {
        name: 'Emily Carter',
        role: 'Leiterin Operations',
        company: 'Brightpath Education',
        content: 'Von der Analyse bis zum Go-live mit Business Central in 16 Wochen.',
        language: 'de',
        pages: [
          { title: 'Northbridge Consulting', path: '/de' },
          { title: 'Kundenstimmen', path: '/de/kundenstimmen' },
        ],
      },
    ],
  })
  expect(passages.find((passage) => passage.kind === 'testimonial')).toMatchObject({
    title: 'Emily Carter, Leiterin Operations bei Brightpath Education',
    url: '/de/kundenstimmen',
    source: 'Kundenstimmen',
  })
})

test('a German thank-you is answered in German', () => {
  expect(answerLocally('Vielen Dank!', retriever).text).toMatch(/^Gern geschehen!/)
})

test('the knowledge in German is the German documents only, with the German Site Settings over the English', async () => {
  const dataset = [
    {
      _id: 'siteSettings',
      _type: 'siteSettings',
      language: 'en',
      companyName: 'Northbridge',
      phone: '+1 555',
    },
    {
      _id: 'de-site-settings',
      _type: 'siteSettings',
      language: 'de',
      assistant: { notCovered: 'Darauf finde ich keine Antwort.' },
    },
    { _id: 'page-about', _type: 'page', language: 'en', title: 'About', path: '/about' },
    { _id: 'de-page-about', _type: 'page', language: 'de', title: 'Über uns', path: '/de/ueber-uns' },
    {
      _id: 'faq-1',
      _type: 'faqItem',
      question: 'What does SAP cost?',
      answer: wordsAsFigureText('It depends.'),
    },
  ]
  const knowledge = (await (
    await evaluate(parse(chatKnowledgeQuery), { dataset, params: { language: 'de' } })
  ).get()) as Knowledge
  expect(knowledge.pages.map((page) => page.path)).toEqual(['/de/ueber-uns'])
  expect(knowledge.faqs).toEqual([])
  expect(knowledge.settings).toMatchObject({
    companyName: 'Northbridge',
    phone: '+1 555',
    notCovered: 'Darauf finde ich keine Antwort.',
  })
})
