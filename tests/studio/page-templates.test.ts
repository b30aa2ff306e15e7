// The Studio's page templates (studio/page-templates.ts): a campaign landing page starts from what the site already
// says and can be published once the marketer gives it a name, an address and a heading.
import { fileURLToPath } from 'node:url'
import { evaluate, parse } from 'groq-js'
import { beforeAll, describe, expect, test } from 'vitest'
import { fixedPages } from '../../schemas/index.ts'
import { landingPageDefaultsQuery } from '../../schemas/lib/queries.ts'
import type { LandingPageDefaultsQueryResult } from '../../shared/sanity.types.ts'
import { landingPageSections, pageTemplates } from '../../studio/page-templates.ts'
import { checkDataset, formatViolation, loadDataset, type Dataset } from '../content/checker/index.ts'
import { wordsAsFigureText } from '../../schemas/lib/figure-text.ts'

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url))
let seed: Dataset
let sections: ReturnType<typeof landingPageSections>

beforeAll(async () => {
  seed = loadDataset(contentDir)
  const result = await evaluate(parse(landingPageDefaultsQuery), {
    dataset: seed.documents,
    params: { fixedIds: fixedPages.map((page) => page.id) },
  })
  sections = landingPageSections((await result.get()) as LandingPageDefaultsQueryResult)
})

describe('a campaign landing page', () => {
  test('has a hero, reasons, questions, the contact form and a call to action, in that order', () => {
    expect(sections.map((section) => section._type)).toEqual([
      'heroSection',
      'bulletListSection',
      'faqSection',
      'contactFormSection',
      'ctaSection',
    ])
  })

  test("reuses the site's buttons, reasons, questions and form; the heading is the marketer's", () => {
    const home = seed.documents.find((doc) => doc._id === 'page-home') as {
      sections: Record<string, unknown>[]
    }
    const homeOf = (type: string) => home.sections.find((section) => section._type === type)!
    const [hero, points, faq] = sections
    expect(hero).toEqual({
      _type: 'heroSection',
      _key: 'hero',
      tone: 'brand',
      links: homeOf('heroSection').links,
    })
    expect(points!.items).toEqual(homeOf('bulletListSection').items)
    expect(faq!.items).toEqual(homeOf('faqSection').items)
  })

  test('its contact form copies none of the home form’s own texts: it shows those of Contact form texts', () => {
    const withOwnTexts = (section: { _type: string }) =>
      section._type === 'contactFormSection'
        ? { ...section, submitLabel: 'Talk to us', labels: { email: 'Work e-mail' }, serviceOptions: [] }
        : section
    const home = seed.documents.find((doc) => doc._id === 'page-home') as { sections: { _type: string }[] }
    const form = landingPageSections({
      home: home.sections.map(withOwnTexts),
      cta: null,
    } as unknown as LandingPageDefaultsQueryResult).find((section) => section._type === 'contactFormSection')!
    expect(form).not.toHaveProperty('submitLabel')
    expect(form).not.toHaveProperty('labels')
    expect(form).not.toHaveProperty('serviceOptions')
  })

  test('keeps only the form’s anchor, so no anchor of the home page is repeated', () => {
    expect(sections.map((section) => section.anchorId ?? null)).toEqual([null, null, null, 'contact', null])
  })

  test('passes every rule of the content model once it has a name, an address and a heading', async () => {
    const template = pageTemplates.find((item) => item.id === 'page-landing')!
    expect(template.title).toBe('Campaign landing page')
    const [hero, ...rest] = sections
    const page = {
      _id: 'page-s4hana-assessment',
      _type: 'page',
      title: 'S/4HANA migration assessment',
      path: '/s4hana-assessment',
      sections: [{ ...hero, heading: wordsAsFigureText('Is your SAP ready for S/4HANA?') }, ...rest],
      seo: { _type: 'seo', noIndex: false },
    }
    const violations = await checkDataset({ ...seed, documents: [...seed.documents, page] })
    expect(
      violations
        .filter((violation) => violation.id === page._id && violation.level === 'error')
        .map(formatViolation),
    ).toEqual([])
  })
})

test('a blank page starts with no sections and is found by search engines once published', () => {
  const blank = pageTemplates.find((item) => item.id === 'page-blank')!
  expect(blank.value).toEqual({ seo: { _type: 'seo', noIndex: false } })
})
