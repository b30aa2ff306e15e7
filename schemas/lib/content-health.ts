// What weakens the site, for the Studio's "Content health" tool (studio/tools/ContentHealth.tsx): figures that
// contradict each other, links to missing pages, images without alternative text, pages without a search
// description, placeholder phone numbers and e-mail addresses, and dates out of date. Pure: the tool fetches the
// content with `contentHealthQuery` (queries.ts) and hands the answer here; nothing is ever written.
//
// The checks walk every document generically (any `link` object, any image, any reference, any text), so a type
// added later is checked without a change here. Only articles come projected (their body's words are left out so
// 10,000 articles stay one small answer), and so their body text is not read for figures or phone numbers.
import { localDate } from './article-date.ts'
import { ROUTABLE_TYPES, routePathOf, type RoutableFields } from './document-path.ts'
import { figureTextValue } from './figure-text.ts'
import { documentSeo, type SeoSettings } from './seo.ts'
import { routesOf, type SiteRoutesSource } from './site-routes.ts'
import { MONTH_NAMES } from '../../shared/month-names.ts'
import { DEFAULT_LANGUAGE } from '../../shared/languages.ts'

/** A step of a field's path as Sanity writes it: a field name, an array item's `_key`, or an index. */
export type PathSegment = string | number | { _key: string; _type?: string }

/** Where an item is: a document and a field in it (what the tool opens). */
export interface HealthPlace {
  documentId: string
  documentType: string
  /** The document's own title, or null (the tool then names its type: "Site Settings"). */
  documentTitle: string | null
  path: PathSegment[]
  /** What is there, where several places make one item and the document's title does not say it (a figure typed in a text). */
  note?: string
  /** A translation's language (not the default one's), which the tool names: two documents may share a title. */
  language?: string
}

export type HealthKind = 'figures' | 'links' | 'images' | 'descriptions' | 'placeholders' | 'dates'

export interface HealthItem {
  kind: HealthKind
  /** Stable across runs while the problem stays (a React key, and what tests name). */
  key: string
  message: string
  places: HealthPlace[]
}

export interface HealthGroup {
  kind: HealthKind
  title: string
  /** The rule, in one line. */
  rule: string
  items: HealthItem[]
}

/** A document as the query gives it: any fields. */
export type HealthDocument = { _id: string; _type: string } & Record<string, unknown>

/** What `contentHealthQuery` answers, and the ids of the drafts (`contentHealthDraftsQuery`, all perspectives). */
export interface ContentHealthData {
  documents: HealthDocument[]
  articles: HealthDocument[]
  routes: SiteRoutesSource & { redirects: { from: string | null; to: string | null }[] }
  /** `drafts.<id>` of every draft: a link to a document that has only a draft goes to a page not yet published. */
  drafts?: string[]
}

/** The kinds in the order the tool lists them, each with its title and its rule. */
export const HEALTH_KINDS: { kind: HealthKind; title: string; rule: string }[] = [
  {
    kind: 'figures',
    title: 'Figures that contradict each other',
    rule: 'A count of the company’s record is a number with a “+” and the word right after it (10+ years, 500+ projects); the same word with another number elsewhere, or two Stats with the same label and different values, contradict each other. Percentages (each measures its own claim) and counts in testimonials, case studies and people’s profiles (theirs, not the company’s) are not compared.',
  },
  {
    kind: 'links',
    title: 'Links to missing pages',
    rule: 'Menu links, buttons and links in texts to an address that is not a page of the site (nor a redirect), to a section (#anchor) the page does not have, and links or references to documents that were deleted, are not published or have no page.',
  },
  {
    kind: 'images',
    title: 'Images without alternative text',
    rule: 'Every image that is not marked decorative needs a text for people who cannot see it.',
  },
  {
    kind: 'descriptions',
    title: 'Pages without a search description',
    rule: 'Pages, services, articles and case studies with no SEO description and no summary or excerpt the site would use instead: search engines get the Site Settings’ default.',
  },
  {
    kind: 'placeholders',
    title: 'Placeholder phone numbers and e-mail addresses',
    rule: 'Numbers reserved for fiction (the 555 area code, 555-0100 to 555-0199, UK and Australian drama ranges) and example e-mail domains (example.com, .test, .invalid) anywhere a text holds them.',
  },
  {
    kind: 'dates',
    title: 'Dates',
    rule: 'Articles dated in the future, an article list whose newest article is more than a year old, a copyright year before this year, and a “last updated” date after today.',
  },
]

// ---------------------------------------------------------------------------------------------------------------
// Paths and names

/** A path as Sanity's `path` parameter reads it: `sections[_key=="hero"].heading` (an item's `_type` is left out). */
export function pathToString(path: PathSegment[]): string {
  return path
    .map((segment, index) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : typeof segment === 'string'
          ? `${index === 0 ? '' : '.'}${segment}`
          : `[_key=="${segment._key}"]`,
    )
    .join('')
}

/** `2025-03-15` as `15 March 2025`. */
export function spellDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  return `${day} ${MONTH_NAMES[(month ?? 1) - 1]} ${year}`
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An array item's step in a path: its `_key` (with its `_type`, for naming it), else its index. */
const itemSegment = (item: unknown, index: number): PathSegment =>
  isRecord(item) && typeof item._key === 'string'
    ? { _key: item._key, ...(typeof item._type === 'string' ? { _type: item._type } : {}) }
    : index

const text = (value: unknown, statValue: (id: string) => string | undefined) =>
  typeof value === 'string' ? value : Array.isArray(value) ? figureTextValue(value, statValue) : ''

// ---------------------------------------------------------------------------------------------------------------
// Phone numbers and e-mail addresses

/** Something a text may hold a phone number in: digits with spaces, dots, dashes or brackets, 9 characters or more. */
const PHONE_LIKE = /(?:\+\s?)?\(?\d[\d\s().-]{7,}\d/g

/** Why a number's digits are a placeholder, or null. */
export function placeholderPhone(digits: string): string | null {
  // North America: +1 then area code, exchange, line.
  const nanp = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  if (nanp.length === 10) {
    if (nanp.startsWith('555')) return 'area code 555 is used for fiction'
    if (nanp.slice(3, 6) === '555' && nanp.slice(6, 8) === '01')
      return '555-0100 to 555-0199 are reserved for fiction'
  }
  // The UK (Ofcom's drama numbers) and Australia (ACMA's).
  const national = digits.startsWith('44')
    ? `0${digits.slice(2)}`
    : digits.startsWith('61')
      ? `0${digits.slice(2)}`
      : digits
  if (/^(07700900|01632960|02079460|01134960|01214960|01314960|01514960|01614960)\d{3}$/.test(national))
    return 'a UK range reserved for drama'
  if (/^(0491570|0255501|0370101)\d{3}$/.test(national)) return 'an Australian range reserved for fiction'
  return null
}

const EMAIL = /[\w.+-]+@((?:[\w-]+\.)+[a-z][\w-]*)/gi

/** Why an e-mail domain is an example, or null. */
export function exampleEmailDomain(domain: string): string | null {
  const name = domain.toLowerCase()
  if (/(^|\.)example\.(com|org|net)$/.test(name)) return `${name} is reserved for examples`
  if (/\.(example|test|invalid|localhost)$/.test(name))
    return `.${name.split('.').pop()} is reserved for tests`
  return null
}

// ---------------------------------------------------------------------------------------------------------------
// Figures

/** A count with "+" (10+, 1,500+, 4M+), not money, and the word right after it (in any script: "Einführungen"). */
const COUNT_FIGURE = /(?<![\w$€£.,/-])(\d[\d,.]*\s?[KkMB]?)\+(?!%)\s+(\p{L}[\p{L}-]*)/gu
/** A figure a text cites (a Stat's value), and the word right after it. */
const CITED = /\uE000(\d+)\uE001\s*(\p{L}[\p{L}-]*)?/gu
/** Words after a number that are not what it counts: "10+ of", "50+ more". */
const NOT_A_UNIT = new Set(
  'a an the of in on to for with at by from than and or over across per up more less fewer against compared'.split(
    ' ',
  ),
)

/**
 * The word a figure counts, as compared: lower case, singular ("Years" and "year" are one). In German a count after
 * a preposition takes the dative plural, the plural with an "n" ("seit 10+ Jahren"): "Jahre" and "Jahren" are one.
 */
export function unitOf(word: string | undefined, language?: unknown): string | null {
  if (!word) return null
  const lower = word.toLowerCase()
  if (NOT_A_UNIT.has(lower)) return null
  if (language === 'de' && lower.length > 4 && /(?:[^n]e|e[rl])n$/.test(lower)) return lower.slice(0, -1)
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`
  if (lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss')) return lower.slice(0, -1)
  return lower
}

/** A count figure's number as compared: "1,500+" and "1500+" are one. */
const countValue = (value: string) => value.replace(/[\s,]/g, '').toUpperCase()

/**
 * A document about a client or a person (a testimonial, a case study, a team member: it names a company or a role):
 * the counts typed in it are theirs ("20+ years in finance", "120+ stores"), not the company's record.
 */
const ABOUT_OTHERS = ['company', 'role', 'jobTitle', 'position']
const speaksForOthers = (doc: HealthDocument) => ABOUT_OTHERS.some((field) => typeof doc[field] === 'string')

/** Whether a Stat's value is a count with "+" (not money, not a percentage). */
const COUNT_VALUE = /^\s*\d[\d,.]*\s?[KkMB]?\+\s*$/

interface FigureUse {
  /** What is compared: `unit:year`, or `label:years of experience` for Stats. */
  group: string
  /** What readers see: `"years"`, or a Stat's label. */
  name: string
  value: string
  shown: string
  place: HealthPlace
}

// ---------------------------------------------------------------------------------------------------------------
// Dates in texts

const DATE_WORDS =
  /(\d{1,2})\s+(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{4})|(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{1,2}),?\s+(\d{4})|(\d{4})-(\d{2})-(\d{2})/i
const LAST_UPDATED = new RegExp(`\\b(?:last\\s+)?updated\\s*:?\\s*(?:on\\s+)?(${DATE_WORDS.source})`, 'gi')
const COPYRIGHT_TEXT = /(?:©|\(c\)|copyright)\s*(\d{4})\b/gi

/** A date written in words or as `YYYY-MM-DD`, as `YYYY-MM-DD`; null when it is none. */
export function parseDate(written: string): string | null {
  const match = DATE_WORDS.exec(written)
  if (!match) return null
  const monthOf = (name: string) =>
    MONTH_NAMES.findIndex((month) => month.toLowerCase() === name.toLowerCase()) + 1
  const [year, month, day] = match[1]
    ? [match[3], monthOf(match[2]!), match[1]]
    : match[4]
      ? [match[6], monthOf(match[4]), match[5]]
      : [match[7], Number(match[8]), match[9]]
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

// ---------------------------------------------------------------------------------------------------------------
// The checks

/** The title a document is listed under: its title or name, a Stat's value and label; null for Site Settings. */
function titleOf(doc: HealthDocument, statValue: (id: string) => string | undefined): string | null {
  if (doc._type === 'stat') return [doc.value, doc.label].filter((part) => typeof part === 'string').join(' ')
  for (const field of ['title', 'name', 'question', 'label', 'from']) {
    const value = text(doc[field], statValue)
    if (value) return value
  }
  return null
}

const isImage = (node: Record<string, unknown>) =>
  isRecord(node.asset) && typeof node.asset._ref === 'string' && node.asset._ref.startsWith('image-')

/** Fields that hold no text a visitor reads: ids, slugs, image crops. */
const SKIPPED_FIELDS = new Set(['asset', 'crop', 'hotspot', 'slug', 'markDefs', 'children'])

/**
 * What weakens the site, by kind, in `HEALTH_KINDS` order (kinds with nothing to report included, empty). `today` is
 * the day the dates are judged against, where the editor is.
 */
export function contentHealth(data: ContentHealthData, now: Date = new Date()): HealthGroup[] {
  const today = localDate(now)
  const year = Number(today.slice(0, 4))
  const yearAgo = `${year - 1}${today.slice(4)}`
  const all = [...data.documents, ...data.articles]
  const byId = new Map(all.map((doc) => [doc._id, doc]))
  const stats = new Map(data.documents.filter((doc) => doc._type === 'stat').map((doc) => [doc._id, doc]))
  const statValue = (id: string) => {
    const value = stats.get(id)?.value
    return typeof value === 'string' ? value : undefined
  }
  // Where the site answers: its pages (routesOf, as the server knows them) and the redirects it follows.
  const sitePaths = new Set([
    ...routesOf(data.routes).map((route) => route.path),
    ...data.routes.redirects.flatMap((redirect) => (redirect.from && redirect.to ? [redirect.from] : [])),
  ])

  const items = new Map<string, HealthItem>()
  const figureUses: FigureUse[] = []
  let doc: HealthDocument = all[0]!
  let title: string | null = null
  /** Whether the current document's typed counts are the company's (see `speaksForOthers`). */
  let countsCompared = true
  /** A translation's language, for its places (`HealthPlace.language`). */
  const languageOf = (of: HealthDocument) =>
    typeof of.language === 'string' && of.language !== DEFAULT_LANGUAGE ? { language: of.language } : {}
  const place = (path: PathSegment[], note?: string): HealthPlace => ({
    documentId: doc._id,
    documentType: doc._type,
    documentTitle: title,
    path,
    ...(note ? { note } : {}),
    ...languageOf(doc),
  })
  const report = (kind: HealthKind, path: PathSegment[], what: string, message: string) => {
    const key = `${kind}:${doc._id}:${pathToString(path)}:${what}`
    if (!items.has(key)) items.set(key, { kind, key, message, places: [place(path)] })
  }

  const drafts = new Set(data.drafts ?? [])
  // The section anchors of each page that has sections, by its address (a link to `/#faq` needs a section "faq").
  const anchorsAt = new Map<string, Set<string>>()
  for (const candidate of all) {
    const address = routePathOf(candidate as RoutableFields)
    if (address !== null && Array.isArray(candidate.sections))
      anchorsAt.set(
        address,
        new Set(
          candidate.sections.flatMap((section) =>
            isRecord(section) && typeof section.anchorId === 'string' ? [section.anchorId] : [],
          ),
        ),
      )
  }

  /** A document an address points to: is it there, published, and does it have a page? */
  const checkTarget = (ref: string, path: PathSegment[], what: string) => {
    const target = byId.get(ref)
    if (!target && drafts.has(`drafts.${ref}`))
      return report('links', path, `ref:${ref}`, `${what} a page that is not published`)
    if (!target) return report('links', path, `ref:${ref}`, `${what} a deleted page`)
    if (routePathOf(target as RoutableFields) === null)
      report(
        'links',
        path,
        `ref:${ref}`,
        `${what} “${titleOf(target, statValue) ?? ref}”, which has no page of its own`,
      )
  }

  // Each pattern runs only on texts that can hold it: at 10,000 articles most texts hold none.
  const checkText = (value: string, path: PathSegment[]) => {
    if (value.includes('@'))
      for (const match of value.matchAll(EMAIL)) {
        const why = exampleEmailDomain(match[1]!)
        if (why) report('placeholders', path, match[0], `“${match[0]}” is an example address (${why})`)
      }
    // Phone numbers and years are digits.
    if (!/\d/.test(value)) return
    for (const match of value.matchAll(PHONE_LIKE)) {
      const why = placeholderPhone(match[0].replace(/\D/g, ''))
      if (why) report('placeholders', path, match[0], `“${match[0].trim()}” is a fictional number (${why})`)
    }
    for (const match of value.matchAll(COPYRIGHT_TEXT))
      if (Number(match[1]) < year)
        report('dates', path, match[0], `“${match[0]}” names ${match[1]}: the year is ${year}`)
    for (const match of value.matchAll(LAST_UPDATED)) {
      const date = parseDate(match[1]!)
      if (date && date > today)
        report('dates', path, match[0], `“${match[0]}” is later than today (${spellDate(today)})`)
    }
  }

  const countFigures = (value: string, path: PathSegment[]) => {
    if (!countsCompared || !value.includes('+')) return
    for (const match of value.matchAll(COUNT_FIGURE)) {
      const unit = unitOf(match[2], doc.language)
      if (unit)
        figureUses.push({
          group: `unit:${unit}`,
          name: `“${match[2]!.toLowerCase()}”`,
          value: countValue(match[1]!),
          shown: `${match[1]}+ ${match[2]}`,
          place: place(path, `${match[1]}+ ${match[2]}`),
        })
    }
  }

  /** A Portable Text array: its words (figures in place), its figures, its links and its images. */
  const walkBlocks = (blocks: unknown[], path: PathSegment[]) => {
    blocks.forEach((block, index) => {
      if (!isRecord(block)) return
      const blockPath = [...path, itemSegment(block, index)]
      if (block._type !== 'block') return walk(block, blockPath)
      const children = Array.isArray(block.children) ? block.children.filter(isRecord) : []
      // The words with each cited figure marked, so a typed figure and a cited one are told apart.
      const cited: string[] = []
      const marked = children
        .map((child) => {
          if (child._type !== 'statFigure') return typeof child.text === 'string' ? child.text : ''
          const ref = isRecord(child.stat) && typeof child.stat._ref === 'string' ? child.stat._ref : ''
          if (!stats.has(ref)) report('links', blockPath, `ref:${ref}`, 'A figure cites a deleted Stat')
          cited.push(ref)
          return `\uE000${cited.length - 1}\uE001`
        })
        .join('')
      const words = marked.replace(/\uE000(\d+)\uE001/g, (_, n: string) => statValue(cited[Number(n)]!) ?? '')
      checkText(words, blockPath)
      countFigures(marked.replace(/\uE000\d+\uE001/g, '#'), blockPath)
      for (const match of marked.matchAll(CITED)) {
        const stat = stats.get(cited[Number(match[1])]!)
        const value = typeof stat?.value === 'string' ? stat.value : ''
        const unit = unitOf(match[2], doc.language)
        if (stat && unit && COUNT_VALUE.test(value))
          figureUses.push({
            group: `unit:${unit}`,
            name: `“${match[2]!.toLowerCase()}”`,
            value: countValue(value.replace('+', '')),
            shown: `${value} ${match[2]}`,
            place: {
              documentId: stat._id,
              documentType: 'stat',
              documentTitle: titleOf(stat, statValue),
              path: ['value'],
              ...languageOf(stat),
            },
          })
      }
      // Annotations (links, links to pages) are checked at their block: the Studio opens the block.
      for (const mark of Array.isArray(block.markDefs) ? block.markDefs : [])
        if (isRecord(mark)) walk(mark, blockPath)
    })
  }

  const walk = (node: unknown, path: PathSegment[], field?: string): void => {
    if (typeof node === 'string') {
      checkText(node, path)
      countFigures(node, path)
      return
    }
    if (typeof node === 'number') {
      // A copyright year field (Site Settings' "Copyright year": the footer's "© 2025").
      if (field && /copyright/i.test(field) && node >= 1000 && node < year)
        report('dates', path, 'copyright', `The footer reads “© ${node}”: the year is ${year}`)
      return
    }
    if (Array.isArray(node)) {
      if (node.some((item) => isRecord(item) && item._type === 'block')) return walkBlocks(node, path)
      node.forEach((item, index) => walk(item, [...path, itemSegment(item, index)]))
      return
    }
    if (!isRecord(node)) return
    if (typeof node._ref === 'string') {
      if (!byId.has(node._ref))
        report('links', path, `ref:${node._ref}`, `Refers to a deleted document (${node._ref})`)
      return
    }
    // A `link` object (menus, buttons): in a list of links only, its `_type` may be left out.
    const linkKind =
      (node._type === 'link' || node._type === undefined) && typeof node.kind === 'string' && 'label' in node
        ? node.kind
        : null
    if (linkKind === 'internal' || linkKind === 'anchor') {
      const ref =
        isRecord(node.reference) && typeof node.reference._ref === 'string' ? node.reference._ref : null
      const label =
        typeof node.label === 'string' && node.label ? `“${node.label}” links to` : 'A link points to'
      if (ref) checkTarget(ref, path, label)
      else if (typeof node.href === 'string') {
        const [beforeHash, anchor] = node.href.split('#') as [string, string | undefined]
        const address = beforeHash.split('?')[0]!
        if (address && !sitePaths.has(address))
          report('links', path, `href:${address}`, `${label} ${address}, which is not a page of the site`)
        else if (anchor) {
          // `#faq` alone is the page the link is on: known for a page's own sections, not for the menus.
          const page = address || routePathOf(doc as RoutableFields)
          const anchors = page === null ? undefined : anchorsAt.get(page)
          if (anchors && !anchors.has(anchor))
            report(
              'links',
              path,
              `anchor:${page}#${anchor}`,
              `${label} ${node.href}, but ${page} has no section with the anchor “${anchor}”`,
            )
        }
      }
    }
    if (node._type === 'internalLink') {
      const ref =
        isRecord(node.reference) && typeof node.reference._ref === 'string' ? node.reference._ref : null
      if (ref) checkTarget(ref, path, 'A link in the text points to')
    }
    // A logo (`logoImage`: a client's, a company's, a credential's badge) is named by what it belongs to when its own
    // text is empty (the client's or credential's name, or the name printed beside it): nothing is missing.
    if (
      isImage(node) &&
      node._type !== 'logoImage' &&
      !(typeof node.alt === 'string' && node.alt.trim()) &&
      node.decorative !== true
    )
      report('images', path, 'alt', 'An image has no alternative text')
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('_') || SKIPPED_FIELDS.has(key)) continue
      // A link's page was checked above, as a link.
      if (key === 'reference' && (linkKind || node._type === 'internalLink')) continue
      walk(value, [...path, key], key)
    }
  }

  for (const current of all) {
    doc = current
    title = titleOf(current, statValue)
    countsCompared = !speaksForOthers(current)
    walk(current, [])
  }

  // Stats: a count is compared by the word its label starts with, and any two Stats by their whole label.
  for (const stat of stats.values()) {
    doc = stat
    title = titleOf(stat, statValue)
    const value = typeof stat.value === 'string' ? stat.value : ''
    const label = typeof stat.label === 'string' ? stat.label.trim() : ''
    const lead = typeof stat.shortLabel === 'string' && stat.shortLabel ? stat.shortLabel : label
    const unit = unitOf(lead.split(/\s+/)[0], stat.language)
    if (unit && COUNT_VALUE.test(value))
      figureUses.push({
        group: `unit:${unit}`,
        name: `“${lead.split(/\s+/)[0]!.toLowerCase()}”`,
        value: countValue(value.replace('+', '')),
        shown: `${value} ${lead}`,
        place: place(['value']),
      })
    if (label && value)
      figureUses.push({
        group: `label:${label.toLowerCase()}`,
        name: `“${label}”`,
        value: value.replace(/\s+/g, '').toLowerCase(),
        shown: value,
        place: place(['value']),
      })
  }
  const groups = new Map<string, FigureUse[]>()
  for (const use of figureUses) groups.set(use.group, [...(groups.get(use.group) ?? []), use])
  for (const [group, uses] of groups) {
    const values = [...new Set(uses.map((use) => use.value))]
    if (values.length < 2) continue
    const places = new Map<string, HealthPlace>()
    for (const use of uses)
      places.set(`${use.place.documentId}:${pathToString(use.place.path)}:${use.value}`, use.place)
    const shown = values.map((value) => `${value}+`)
    const key = `figures:${group}`
    items.set(key, {
      kind: 'figures',
      key,
      message: group.startsWith('unit:')
        ? `${uses[0]!.name}: ${shown.join(' and ')}`
        : `Stats labelled ${uses[0]!.name}: ${[...new Set(uses.map((use) => use.shown))].join(' and ')}`,
      places: [...places.values()],
    })
  }

  // Search descriptions, as the site's head chooses them (seo.ts).
  const settings = (data.documents.find((candidate) => candidate._type === 'siteSettings') ??
    {}) as SeoSettings
  const routable = new Set<string>(ROUTABLE_TYPES)
  for (const current of all) {
    if (!routable.has(current._type)) continue
    doc = current
    title = titleOf(current, statValue)
    const seo = documentSeo(current as Parameters<typeof documentSeo>[0], settings, statValue)
    if (!seo.hasPage || seo.noIndex || seo.descriptionFrom === 'seo' || seo.descriptionFrom === 'page')
      continue
    report(
      'descriptions',
      ['seo', 'metaDescription'],
      'description',
      seo.descriptionFrom === 'default'
        ? 'No search description: search engines get the Site Settings’ default one'
        : 'No search description, and the Site Settings have no default one',
    )
  }

  // Articles' dates, and the article lists that show the newest first.
  let newest: string | null = null
  for (const article of data.articles) {
    const date = typeof article.publishedAt === 'string' ? article.publishedAt.slice(0, 10) : null
    if (!date) continue
    if (!newest || date > newest) newest = date
    if (date > today) {
      doc = article
      title = titleOf(article, statValue)
      report('dates', ['publishedAt'], 'future', `Dated ${spellDate(date)}, which is in the future`)
    }
  }
  if (newest && newest < yearAgo)
    for (const current of data.documents) {
      const sections = Array.isArray(current.sections) ? current.sections.filter(isRecord) : []
      for (const section of sections.filter((candidate) => candidate._type === 'blogGridSection')) {
        doc = current
        title = titleOf(current, statValue)
        report(
          'dates',
          ['sections', itemSegment(section, sections.indexOf(section))],
          'latest',
          `The article list’s newest article is from ${spellDate(newest)}, more than a year ago`,
        )
      }
    }

  const byPlace = (a: HealthItem, b: HealthItem) => {
    const name = (item: HealthItem) => item.places[0]?.documentTitle ?? item.places[0]?.documentType ?? ''
    return name(a).localeCompare(name(b)) || a.key.localeCompare(b.key)
  }
  return HEALTH_KINDS.map(({ kind, title: kindTitle, rule }) => ({
    kind,
    title: kindTitle,
    rule,
    items: [...items.values()].filter((item) => item.kind === kind).sort(byPlace),
  }))
}
