// The assistant's knowledge: passages built from the site's own CMS content, fetched from the content lake, never
// written here. A passage is a title, its text, the page it comes from and, for lists (modules, case studies), the
// names of its entries.
import { DEFAULT_LANGUAGE, homePathOf, isLanguageId, LANGUAGES, type LanguageId } from '#shared/languages.ts'
import { ROUTE_ROLES, routePathOf, slugPath } from '#shared/routes.ts'
import type { SanityClient } from '@sanity/client'
import type { ChatKnowledgeQueryResult, ChatRevisionQueryResult } from '../../shared/sanity.types.ts'
import { chatKnowledgeQuery, chatRevisionQuery } from '../lib/queries.ts'

export type PassageKind =
  | 'service'
  | 'section'
  | 'page'
  | 'faq'
  | 'stat'
  | 'cost'
  | 'caseStudy'
  | 'testimonial'
  | 'article'
  | 'articleSection'
  | 'person'
  | 'credential'
  | 'contact'

export interface PassageLink {
  title: string
  url: string
}

export interface Passage {
  id: string
  kind: PassageKind
  title: string
  text: string
  url: string
  /** The page or service the passage belongs to, e.g. "Dynamics 365 Finance & Operations". */
  source: string
  /** The page's SEO keywords: the words visitors search for. */
  keywords: string
  /** The entries of a list-like section (modules, capabilities, case studies), in order. */
  list?: PassageLink[]
  /** For a page section, its type (`ctaSection`, `statGridSection`...). */
  sectionType?: string
  /**
   * For a figure (a stat tile): the value and label as the CMS has them, and the first sentence of the section that
   * shows it, which says what the figure is about.
   */
  figure?: { value: string; label: string; context?: string }
  /**
   * For a person: their name and role, to tell "who leads delivery?" from a role the content does not name. For a
   * quote (a testimonial, a case study's client quote): who said it, whose own words it is.
   */
  person?: { name: string; role: string }
}

type Text = string | null | undefined
interface Section {
  _type?: string | null
  heading?: Text
  subheading?: Text
  intro?: Text
  text?: Text
  note?: Text
  items?: unknown
  body?: Text
  cards?: { title?: Text; description?: Text; features?: string[] | null; stats?: Text }[] | null
  stats?: { value?: Text; label?: Text }[] | null
  categories?: { title?: Text; subtitle?: Text; description?: Text; features?: string[] | null }[] | null
  advantages?: { title?: Text; description?: Text }[] | null
  industries?: Text[] | null
  rows?: { label?: Text; value?: Text }[] | null
  result?: { label?: Text; value?: Text } | null
  caseStudies?:
    { title?: Text; company?: Text; slug?: Text; language?: Text; hasDetail?: boolean | null }[] | null
  testimonials?: { name?: Text; role?: Text; company?: Text }[] | null
}
interface Document {
  title?: Text
  navLabel?: Text
  path?: Text
  keywords?: string[] | null
  sections?: Section[] | null
}

/**
 * The shape `chatKnowledgeQuery` answers, loosely typed (sections differ by type): TypeGen's exact result,
 * `ChatKnowledgeQueryResult`, must fit it (loadKnowledge).
 */
export interface Knowledge {
  settings: {
    companyName?: Text
    /** Two or three sentences about the company. */
    description?: Text
    greeting?: Text
    phone?: Text
    phoneHref?: Text
    email?: Text
    phoneHours?: Text
    replyPromise?: Text
    bookingUrl?: Text
    bookingLabel?: Text
    officeAddress?: Text
    socialLinks?: Text[] | null
    notCovered?: Text
    outOfScope?: Text
    competitors?: Text
    otherLanguage?: Text
    bookingPrompt?: Text
  } | null
  services: (Document & { summary?: Text; highlights?: Text[] | null })[]
  pages: Document[]
  /** The shared FAQ questions, then those written in a page's own FAQ section; each with the page it is on. */
  faqs: ({
    question?: Text
    answer?: Text
    pages?: { path?: Text; anchor?: Text; heading?: Text }[] | null
  } | null)[]
  costs: {
    title?: Text
    description?: Text
    localCost?: Text
    indiaCost?: Text
    savings?: Text
    pages?: Text[] | null
  }[]
  caseStudies: {
    title?: Text
    slug?: Text
    language?: Text
    company?: Text
    industry?: Text
    challenge?: Text
    solution?: Text
    results?: { efficiency?: Text; cost?: Text; time?: Text } | null
    timeline?: Text
    excerpt?: Text
    hasDetail?: boolean | null
    teamSize?: Text
    roi?: Text
    location?: Text
    duration?: Text
    painPoints?: Text[] | null
    approaches?: Text[] | null
    phases?: { phase?: Text; duration?: Text; activities?: Text[] | null }[] | null
    outcome?: Text
    metrics?: { metric?: Text; improvement?: Text; description?: Text }[] | null
    quote?: { quote?: Text; author?: Text; position?: Text; company?: Text } | null
  }[]
  testimonials: {
    name?: Text
    role?: Text
    company?: Text
    industry?: Text
    content?: Text
    results?: Text
    projectType?: Text
    language?: Text
    pages?: { title?: Text; path?: Text }[] | null
  }[]
  stats: { value?: Text; label?: Text; pages?: { title?: Text; path?: Text }[] | null }[]
  articles: {
    title?: Text
    slug?: Text
    language?: Text
    excerpt?: Text
    category?: Text
    body?: { style?: Text; text?: Text }[] | null
  }[]
  /** The people (authors, leadership): each with the pages that show them and the articles they wrote. */
  people: {
    name?: Text
    role?: Text
    bio?: Text
    pages?: { title?: Text; path?: Text }[] | null
    articles?: { title?: Text; slug?: Text }[] | null
  }[]
  /** Partner statuses and certificates, each with the pages that show its badge and their labels for the years. */
  credentials: {
    name?: Text
    issuer?: Text
    year?: number | null
    validUntil?: number | null
    pages?: { title?: Text; path?: Text; since?: Text; validUntil?: Text }[] | null
  }[]
  revision: unknown
}

// Published only, said at each read (not left to the client's or the API version's default): a draft is not yet
// the site's content. The client is token-less (getSanityClient 'public'), so private `a.b` ids stay out too.
export async function loadKnowledge(
  client: SanityClient,
  language: LanguageId = DEFAULT_LANGUAGE,
): Promise<Knowledge> {
  return client.fetch<ChatKnowledgeQueryResult>(
    chatKnowledgeQuery,
    { language },
    { perspective: 'published' },
  )
}

/** A comparable token of the knowledge's revision: the revisions of its documents, in a stable order. */
export function revisionOf(revisions: unknown): string {
  return Array.isArray(revisions) ? [...revisions].map(String).sort().join(',') : String(revisions)
}

export async function loadRevision(client: SanityClient): Promise<string> {
  return revisionOf(
    await client.fetch<ChatRevisionQueryResult>(chatRevisionQuery, {}, { perspective: 'published' }),
  )
}

const join = (...parts: Text[]) =>
  parts
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()

/** Joins phrases into sentences: each ends with a full stop unless it already ends with punctuation. */
const sentences = (parts: Text[]) =>
  join(...parts.map((part) => (part && !/[.!?:]["”]?$/.test(part.trim()) ? `${part.trim()}.` : part)))

/**
 * One entry of a list (a card, an integration category) as one sentence: "Title: description (feature, feature)", so
 * an answer that quotes a feature quotes what it belongs to.
 */
function entry(title: Text, description: Text, extras: Text[]): string {
  const body = description?.trim().replace(/\.$/, '')
  const more = extras.filter(Boolean).join(', ')
  return join(title, title && body ? `: ${body}` : body, more && `(${more})`)
}

const HOME_PATHS = new Set(LANGUAGES.map((language) => homePathOf(language.id)))

/** Where a shared item is shown: the page that lists it, a dedicated page rather than a home page (`/`, `/de`). */
const shownOn = (paths: Text[] | null | undefined, fallback: string) =>
  paths?.find((path) => path && !HOME_PATHS.has(path)) ?? paths?.find(Boolean) ?? fallback

// "CFO at Apex", in the quote's language: a German answer quotes the German version.
const AT: Record<LanguageId, string> = { en: 'at', de: 'bei' }
const atCompany = (company: Text, language: Text) =>
  company && `${AT[isLanguageId(language) ? language : DEFAULT_LANGUAGE]} ${company}`

// At its address in its own language (`/de/referenzen/…`).
const caseStudyUrl = (study: { slug?: Text; language?: Text; hasDetail?: boolean | null }) =>
  routePathOf({
    _type: 'caseStudy',
    slug: study.slug,
    language: study.language,
    detail: study.hasDetail || null,
  }) ?? ROUTE_ROLES.caseStudy.listing

/** A section's entries as named links (cards, modules, case studies, industries), for list answers. */
function sectionList(section: Section, url: string): PassageLink[] {
  const named = (title: Text) => (title ? [{ title, url }] : [])
  if (section.caseStudies?.length)
    return section.caseStudies.flatMap((study) =>
      study.title
        ? [{ title: join(study.title, study.company && `(${study.company})`), url: caseStudyUrl(study) }]
        : [],
    )
  if (section.categories?.length) return section.categories.flatMap((category) => named(category.title))
  if (section.cards?.length) return section.cards.flatMap((card) => named(card.title))
  if (section.industries?.length) return section.industries.flatMap(named)
  return []
}

function itemText(item: unknown): string {
  if (typeof item === 'string') return item
  if (item && typeof item === 'object') {
    const { service, savings, amount } = item as Record<string, unknown>
    if (typeof service === 'string') return join(service, `${savings ?? ''}`, `${amount ?? ''}`)
  }
  return ''
}

function sectionText(section: Section): string {
  const items = Array.isArray(section.items) ? section.items.map(itemText).filter(Boolean) : []
  return sentences([
    section.subheading,
    section.intro,
    section.text,
    section.body,
    ...items,
    ...(section.cards ?? []).map((card) =>
      entry(card.title, card.description, [card.stats, ...(card.features ?? [])]),
    ),
    ...(section.categories ?? []).map((category) =>
      entry(
        join(category.title, category.subtitle && `(${category.subtitle})`),
        category.description,
        category.features ?? [],
      ),
    ),
    ...(section.advantages ?? []).map((advantage) =>
      join(advantage.title, advantage.description && `: ${advantage.description}`),
    ),
    (section.stats ?? []).map((stat) => join(stat.value, stat.label)).join(', '),
    (section.industries ?? []).filter(Boolean).join(', '),
    (section.rows ?? []).map((row) => join(row.label, row.value && `: ${row.value}`)).join(', '),
    section.result && join(section.result.label, section.result.value && `: ${section.result.value}`),
    section.note,
    (section.caseStudies ?? [])
      .map((study) => join(study.title, study.company && `(${study.company})`))
      .join(', '),
    (section.testimonials ?? []).map((person) => join(person.name, person.role, person.company)).join(', '),
  ])
    .replace(/ : /g, ': ')
    .replace(/\.\./g, '.')
}

// Sections that are forms or indexes of other passages, not content of their own.
const SKIPPED_SECTIONS = new Set([
  'contactFormSection',
  'faqSection',
  'costComparisonSection',
  'blogGridSection',
])

function sectionPassages(document: Document, kind: 'section' | 'page', idPrefix: string): Passage[] {
  const url = document.path ?? '/'
  const source = document.title ?? ''
  const keywords = (document.keywords ?? []).join(', ')
  const passages: Passage[] = []
  for (const [index, section] of (document.sections ?? []).entries()) {
    if (section._type && SKIPPED_SECTIONS.has(section._type)) continue
    const text = sectionText(section)
    const list = sectionList(section, url)
    if (text.length < 30 && list.length === 0) continue
    passages.push({
      id: `${idPrefix}:${url}:${index}`,
      kind,
      title: section.heading ?? source,
      text,
      url,
      source,
      // The home page's search keywords describe the whole site, so only its first section carries them; any other
      // page's describe each of its sections.
      keywords: url !== '/' || passages.length === 0 ? keywords : '',
      ...(list.length ? { list } : {}),
      ...(section._type ? { sectionType: section._type } : {}),
    })
  }
  return passages
}

export function toPassages(knowledge: Knowledge): Passage[] {
  const passages: Passage[] = []
  const settings = knowledge.settings
  // The contact page is the one with the contact form, in whichever language the knowledge is (`/de/kontakt`); the
  // home page, which has one too, is the shortest address.
  const contactPath =
    knowledge.pages
      .filter((page) => page.path && page.sections?.some((section) => section._type === 'contactFormSection'))
      .map((page) => page.path!)
      .sort((a, b) => b.length - a.length)[0] ?? '/contact'
  if (settings) {
    passages.push({
      id: 'contact',
      kind: 'contact',
      title: `Contact ${settings.companyName ?? ''}`.trim(),
      text: sentences([
        settings.phone && `Phone ${settings.phone}`,
        settings.phoneHours && `(${settings.phoneHours})`,
        settings.email && `E-mail ${settings.email}`,
        settings.replyPromise,
        settings.bookingLabel && settings.bookingUrl && `${settings.bookingLabel}: ${settings.bookingUrl}`,
        settings.officeAddress && `Office: ${settings.officeAddress.replace(/\n/g, ', ')}`,
      ]),
      url: contactPath,
      source: 'Contact',
      keywords: 'contact, phone, e-mail, office, address, consultation',
    })
  }
  for (const service of knowledge.services) {
    const url = service.path ?? '/services'
    const hero = service.sections?.find((section) => section._type === 'heroSection')
    const keywords = [service.navLabel, ...(service.keywords ?? [])].filter(Boolean).join(', ')
    passages.push({
      id: `service:${url}`,
      kind: 'service',
      title: service.title ?? '',
      text: sentences([service.summary, ...(service.highlights ?? []), hero?.subheading]),
      url,
      source: service.title ?? '',
      keywords,
    })
    passages.push(
      ...sectionPassages(
        { ...service, sections: service.sections?.filter((section) => section !== hero) },
        'section',
        'service',
      ).map((passage) => ({ ...passage, keywords })),
    )
  }
  for (const page of knowledge.pages) passages.push(...sectionPassages(page, 'page', 'page'))
  for (const [index, faq] of knowledge.faqs.entries()) {
    if (!faq) continue
    const page = faq.pages?.find((candidate) => candidate.path)
    passages.push({
      id: `faq:${index}`,
      kind: 'faq',
      title: faq.question ?? '',
      text: faq.answer ?? '',
      url: page ? `${page.path}${page.anchor ? `#${page.anchor}` : ''}` : '/',
      source: page?.heading ?? '',
      keywords: '',
    })
  }
  // Figures, each on its own: "How long does an ERP implementation take?" is answered by one stat tile. Only those
  // a page shows; with the first sentence of the section that shows it, which says what the figure is about.
  const sectionsSoFar = [...passages]
  for (const [index, stat] of knowledge.stats.entries()) {
    const page = stat.pages?.find((candidate) => candidate.path && candidate.path !== '/') ?? stat.pages?.[0]
    if (!page?.path || !stat.value || !stat.label) continue
    const shownIn = sectionsSoFar.find(
      (passage) => passage.url === page.path && passage.text.includes(`${stat.value} ${stat.label}`),
    )
    const context = shownIn?.text.split(/(?<=[.!?])\s+/)[0]
    passages.push({
      id: `stat:${index}`,
      kind: 'stat',
      title: stat.label,
      text: `${stat.label}: ${stat.value}.`,
      url: page.path,
      source: page.title ?? '',
      keywords: shownIn ? shownIn.title : '',
      figure: {
        value: stat.value,
        label: stat.label,
        ...(context && !context.includes(`${stat.value} ${stat.label}`) ? { context } : {}),
      },
    })
  }
  for (const cost of knowledge.costs) {
    passages.push({
      id: `cost:${cost.title}`,
      kind: 'cost',
      title: `${cost.title} cost comparison`,
      text: sentences([
        `Savings of ${cost.savings}: a local team costs ${cost.localCost} a year, an India team ${cost.indiaCost}`,
        cost.description,
      ]),
      url: shownOn(cost.pages, '/cost-analysis'),
      source: 'Cost Analysis',
      keywords: 'cost, price, savings',
    })
  }
  for (const study of knowledge.caseStudies) {
    passages.push({
      id: `case:${study.slug}`,
      kind: 'caseStudy',
      title: join(study.title, study.company && `(${study.company})`),
      text: sentences([
        study.excerpt,
        study.challenge && `Challenge: ${study.challenge}`,
        study.solution && `Solution: ${study.solution}`,
        `Results: ${[study.results?.efficiency, study.results?.cost, study.results?.time].filter(Boolean).join(', ')}`,
        study.teamSize && `Team: ${study.teamSize}`,
        study.roi && `ROI: ${study.roi}`,
      ]),
      url: caseStudyUrl(study),
      source: join('Case Studies', study.industry),
      keywords: 'case study, success story, client results',
    })
    passages.push(...caseStudyDetail(study))
  }
  for (const [index, testimonial] of knowledge.testimonials.entries()) {
    // Named as the page that shows it names itself ("Testimonials", "Kundenstimmen"); one no page shows has no
    // page to link to but its language's home.
    const url = shownOn(
      testimonial.pages?.map((page) => page.path),
      homePathOf(isLanguageId(testimonial.language) ? testimonial.language : DEFAULT_LANGUAGE),
    )
    passages.push({
      id: `testimonial:${index}`,
      kind: 'testimonial',
      title: join(
        testimonial.name,
        testimonial.role && `, ${testimonial.role}`,
        atCompany(testimonial.company, testimonial.language),
      ).replace(' ,', ','),
      text: sentences([
        testimonial.content && `"${testimonial.content}"`,
        testimonial.results,
        testimonial.projectType,
      ]),
      url,
      source: testimonial.pages?.find((page) => page.path === url)?.title ?? '',
      keywords: join('testimonial, client review', testimonial.industry),
      ...(testimonial.name ? { person: { name: testimonial.name, role: testimonial.role ?? '' } } : {}),
    })
  }
  passages.push(...peoplePassages(knowledge.people), ...credentialPassages(knowledge.credentials))
  for (const article of knowledge.articles) {
    passages.push({
      id: `article:${article.slug}`,
      kind: 'article',
      title: article.title ?? '',
      text: article.excerpt ?? '',
      url:
        routePathOf({ _type: 'blogPost', slug: article.slug, language: article.language }) ??
        ROUTE_ROLES.blogPost.listing,
      source: article.category ?? '',
      keywords: '',
    })
    passages.push(...articleSections(article))
  }
  return passages
}

type CaseStudy = Knowledge['caseStudies'][number]

/**
 * A case study's detail page, in passages a question can find on their own: the project's facts (where, how long,
 * how many), its phases, its results and what the client said. Only for studies with a page of their own.
 */
function caseStudyDetail(study: CaseStudy): Passage[] {
  if (!study.hasDetail || !study.slug) return []
  const title = join(study.title, study.company && `(${study.company})`)
  const base = {
    kind: 'caseStudy' as const,
    url: caseStudyUrl(study),
    source: join('Case Studies', study.industry),
    keywords: join('case study, project', study.company, study.industry),
    sectionType: 'caseStudyDetail',
  }
  const phases = (study.phases ?? []).filter((phase) => phase.phase)
  const metrics = (study.metrics ?? []).filter((metric) => metric.metric && metric.improvement)
  const passages: Passage[] = [
    {
      ...base,
      id: `case:${study.slug}:facts`,
      title: `${title}: the project`,
      text: sentences([
        study.location && `The client is based in ${study.location}`,
        study.duration && `Project duration: ${study.duration}`,
        study.teamSize && `Team: ${study.teamSize}`,
        study.roi && `ROI: ${study.roi}`,
        study.painPoints?.length ? `The challenge: ${study.painPoints.filter(Boolean).join('; ')}` : null,
        study.approaches?.length ? `Our approach: ${study.approaches.filter(Boolean).join('; ')}` : null,
      ]),
    },
  ]
  if (phases.length)
    passages.push({
      ...base,
      id: `case:${study.slug}:phases`,
      title: `${title}: implementation phases`,
      text: sentences([
        `The project went through ${phases.length} phases: ${phases.map((phase) => phase.phase).join(', ')}`,
        ...phases.map((phase) =>
          entry(phase.phase, phase.duration, (phase.activities ?? []).filter(Boolean)),
        ),
      ]),
      list: phases.map((phase) => ({ title: phase.phase!, url: base.url })),
    })
  if (metrics.length || study.outcome)
    passages.push({
      ...base,
      id: `case:${study.slug}:results`,
      title: `${title}: results`,
      text: sentences([
        study.outcome,
        ...metrics.map((metric) => entry(metric.metric, metric.improvement, [metric.description])),
      ]),
    })
  if (study.quote?.quote)
    passages.push({
      ...base,
      kind: 'testimonial',
      id: `case:${study.slug}:quote`,
      title: join(
        study.quote.author,
        study.quote.position && `, ${study.quote.position}`,
        atCompany(study.quote.company, study.language),
      ).replace(' ,', ','),
      text: `"${study.quote.quote}"`,
      ...(study.quote.author
        ? { person: { name: study.quote.author, role: study.quote.position ?? '' } }
        : {}),
    })
  return passages
}

/**
 * An article's body, one passage per section (under each second-level heading), so a question finds the passage
 * that says it: "what is the payback in the worked example?" the worked example, not the teaser.
 */
function articleSections(article: Knowledge['articles'][number]): Passage[] {
  if (!article.slug || !article.title) return []
  const url = slugPath('blogPost', article.slug, article.language)
  const sections: { heading: string; lines: string[] }[] = [{ heading: article.title, lines: [] }]
  for (const block of article.body ?? []) {
    const text = block.text?.trim()
    if (!text) continue
    if (block.style === 'h2') sections.push({ heading: text, lines: [] })
    // A third-level heading reads as the start of its paragraph ("Greenfield: a new implementation.").
    else sections.at(-1)!.lines.push(block.style === 'h3' ? `${text}:` : text)
  }
  return sections
    .filter((section) => section.lines.length > 0)
    .map((section, index) => ({
      id: `article:${article.slug}:${index}`,
      kind: 'articleSection' as const,
      title: section.heading,
      text: sentences(section.lines).replace(/: ([A-Z])/g, ': $1'),
      url,
      source: article.title!,
      keywords: article.category ?? '',
    }))
}

/** Where a person or a badge is shown: a dedicated page rather than the home page. */
const pageShowing = <T extends { path?: Text }>(pages: T[] | null | undefined): T | undefined =>
  pages?.find((page) => page.path && page.path !== '/') ?? pages?.find((page) => page.path)

/**
 * A person (leadership on the About page, an article's author): their name and role as the title, their bio and the
 * articles they wrote as the text, linked to the page that shows them. "Who leads delivery?" finds the role and bio;
 * "who wrote the S/4HANA guide?" the article's title.
 */
function peoplePassages(people: Knowledge['people']): Passage[] {
  return people.flatMap((person, index) => {
    if (!person.name) return []
    const page = pageShowing(person.pages)
    const articles = (person.articles ?? []).flatMap((article) => (article.title ? [article.title] : []))
    return [
      {
        id: `person:${index}`,
        kind: 'person' as const,
        title: join(person.name, person.role && `, ${person.role}`).replace(' ,', ','),
        text: sentences([person.bio, articles.length ? `Wrote: ${articles.join('; ')}` : null]),
        url: page?.path ?? '/about',
        source: page?.title ?? '',
        keywords: join('leadership, people', person.role),
        person: { name: person.name, role: person.role ?? '' },
      },
    ]
  })
}

/**
 * A partner status or certificate, as its badge says it: name, issuer, since and until when, linked to the page that
 * shows the badges. "Are you an SAP partner?", "are you ISO 27001 certified?".
 */
function credentialPassages(credentials: Knowledge['credentials']): Passage[] {
  return credentials.flatMap((credential, index) => {
    if (!credential.name) return []
    const page = pageShowing(credential.pages)
    const since = credential.year && page?.since ? `${page.since} ${credential.year}` : null
    const until =
      credential.validUntil && page?.validUntil ? `${page.validUntil} ${credential.validUntil}` : null
    return [
      {
        id: `credential:${index}`,
        kind: 'credential' as const,
        title: credential.name,
        text: sentences([credential.issuer && `Issued by ${credential.issuer}`, since, until]),
        url: page?.path ?? '/',
        source: page?.title ?? '',
        keywords: 'partner, certified, certification, certificate, accreditation',
      },
    ]
  })
}
