// The assistant's knowledge: passages built from the site's own CMS content, fetched from the content lake, never
// written here. A passage is a title, its text and the page it comes from.
import { defineQuery } from 'groq'
import type { SanityClient } from '@sanity/client'

export const chatKnowledgeQuery = defineQuery(`{
  "settings": *[_id == "siteSettings"][0]{companyName, phone, email, phoneHours, replyPromise, bookingUrl, officeAddress},
  "services": *[_type == "service"]{title, path, summary, highlights, "text": pt::text(sections[_type == "richTextSection"][0].body), "sections": sections[]{heading, intro, subheading, items, "cards": cards[]{title, description, features}}},
  "pages": *[_type == "page"]{title, path, "sections": sections[]{_type, heading, intro, subheading, items, text, "cards": cards[]{title, description, stats}, "stats": stats[]->{value, label}}},
  "faqs": *[_type == "faqItem"] | order(order asc){question, answer},
  "costs": *[_type == "costComparison"]{title, description, localCost, indiaCost, savings},
  "caseStudies": *[_type == "caseStudy"]{title, "slug": slug.current, company, industry, challenge, solution, results, timeline, excerpt, "hasDetail": defined(detail)},
  "revision": *[] | order(_updatedAt desc)[0]._updatedAt
}`)

export interface Passage {
  id: string
  kind: 'service' | 'faq' | 'cost' | 'caseStudy' | 'page' | 'contact'
  title: string
  text: string
  url: string
}

type Knowledge = Awaited<ReturnType<typeof loadKnowledge>>

export async function loadKnowledge(client: SanityClient) {
  return client.fetch(chatKnowledgeQuery, {}, { perspective: 'published' })
}

const join = (...parts: (string | null | undefined | false)[]) =>
  parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim()

type SectionText = {
  heading?: string | null
  intro?: string | null
  subheading?: string | null
  items?: unknown
  text?: string | null
  cards?:
    | {
        title?: string | null
        description?: string | null
        features?: string[] | null
        stats?: string | null
      }[]
    | null
  stats?: { value?: string | null; label?: string | null }[] | null
}

function sectionText(section: SectionText): string {
  const items = Array.isArray(section.items)
    ? section.items.filter((item): item is string => typeof item === 'string')
    : []
  return join(
    section.heading,
    section.subheading,
    section.intro,
    section.text,
    items.join('. '),
    (section.cards ?? [])
      .map((card) => join(card.title, card.description, card.stats, (card.features ?? []).join(', ')))
      .join('. '),
    (section.stats ?? []).map((stat) => `${stat.value} ${stat.label}`).join(', '),
  )
}

export function toPassages(knowledge: Knowledge): Passage[] {
  const passages: Passage[] = []
  const settings = knowledge.settings
  if (settings) {
    passages.push({
      id: 'contact',
      kind: 'contact',
      title: `Contact ${settings.companyName ?? ''}`.trim(),
      text: join(
        `Phone ${settings.phone}`,
        `(${settings.phoneHours}).`,
        `E-mail ${settings.email}.`,
        settings.replyPromise,
        `Office: ${settings.officeAddress}.`,
      ),
      url: '/contact',
    })
  }
  for (const service of knowledge.services) {
    passages.push({
      id: `service:${service.path}`,
      kind: 'service',
      title: service.title ?? '',
      text: join(
        service.summary,
        (service.highlights ?? []).join('. '),
        service.text,
        (service.sections ?? []).map(sectionText).join(' '),
      ),
      url: service.path ?? '/services',
    })
  }
  for (const page of knowledge.pages) {
    for (const [index, section] of (page.sections ?? []).entries()) {
      if (section._type === 'contactFormSection' || section._type === 'faqSection') continue
      const text = sectionText(section)
      if (text.length < 40) continue
      passages.push({
        id: `page:${page.path}:${index}`,
        kind: 'page',
        title: section.heading ?? page.title ?? '',
        text,
        url: page.path ?? '/',
      })
    }
  }
  for (const [index, faq] of knowledge.faqs.entries()) {
    passages.push({
      id: `faq:${index}`,
      kind: 'faq',
      title: faq.question ?? '',
      text: faq.answer ?? '',
      url: '/#faq',
    })
  }
  for (const cost of knowledge.costs) {
    passages.push({
      id: `cost:${cost.title}`,
      kind: 'cost',
      title: `${cost.title} cost comparison`,
      text: join(
        cost.description,
        `A local team costs ${cost.localCost} a year; an India team costs ${cost.indiaCost}: savings of ${cost.savings}.`,
      ),
      url: '/cost-analysis',
    })
  }
  for (const study of knowledge.caseStudies) {
    passages.push({
      id: `case:${study.slug}`,
      kind: 'caseStudy',
      title: `${study.title} (${study.company})`,
      text: join(
        study.industry,
        study.excerpt,
        study.challenge,
        study.solution,
        study.results?.efficiency,
        study.results?.cost,
        study.results?.time,
        study.timeline,
      ),
      url: study.hasDetail ? `/case-studies/${study.slug}` : '/case-studies',
    })
  }
  return passages
}
