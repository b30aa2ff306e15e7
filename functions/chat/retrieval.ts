// Full-text retrieval over the knowledge passages with MiniSearch. The index is rebuilt when the content changes:
// at most every REFRESH_MS the knowledge's revision (the revisions of its documents) is checked, and a change (an
// edit, a new or a deleted document) rebuilds it.
import MiniSearch from 'minisearch'
import type { SanityClient } from '@sanity/client'
import { DEFAULT_LANGUAGE, type LanguageId } from '#shared/languages.ts'
import {
  loadKnowledge,
  loadRevision,
  revisionOf,
  toPassages,
  type Knowledge,
  type Passage,
} from './knowledge.ts'
import { askedFigureKinds, figureKinds, numbersIn, type FigureKind } from './figures.ts'
import { inLanguageOf, pairsOf, processTerm, termsOf, tokenize, typosAllowed, within } from './terms.ts'
import { expansionsOf, FIGURE_WORDS, LIST_QUESTION, ownTerms } from './phrasing.ts'

export const REFRESH_MS = 30_000

export interface SearchHit {
  passage: Passage
  score: number
  /**
   * Share of the question's own terms this passage matched (0-1), each term weighted by how rare it is on the site:
   * low means the site does not cover the question.
   */
  coverage: number
}

export interface Retriever {
  /**
   * The passages that best answer `text`. `context` (the visitor's earlier messages) helps with follow-ups such as
   * "how much does that cost?", with less weight than the question itself.
   */
  search(text: string, limit?: number, context?: string, inside?: (passage: Passage) => boolean): SearchHit[]
  /** The same over the detail passages: an article's sections, a case study's facts, phases, results and quote. */
  searchDetails(
    text: string,
    limit?: number,
    context?: string,
    inside?: (passage: Passage) => boolean,
  ): SearchHit[]
  passages: Passage[]
  settings: Knowledge['settings']
  /** The language of the knowledge, the one the answers are in. */
  language: LanguageId
  /** Every number the content holds (figures.ts `numbersIn`): an answer may say no other. */
  numbers: Set<string>
  /** The kinds of figure each passage holds. */
  figuresOf(passage: Passage): Set<FigureKind>
  /** How rare a term is on the site (its inverse document frequency): what it says about a question. */
  weightOf(term: string): number
  /**
   * The question's words the site never uses, in any form (not a typo of one of its words, not a phrase it has its
   * own words for): "CEO", "NetSuite", "revenue". A question about one of them is one the site does not answer.
   */
  unknownTerms(text: string): string[]
  /** The question's words that only the detail passages use ("Navision", "payback"): it asks about a detail. */
  detailTerms(text: string): string[]
}

/**
 * The kinds of figure a passage holds; a stat tile's by its value alone, whose label only says what a percentage is
 * ("60-70%", "Savings on IT costs": a saving).
 */
function figuresIn(passage: Passage): Set<FigureKind> {
  if (!passage.figure) return figureKinds(`${passage.title} ${passage.text}`)
  const { value, label } = passage.figure
  const kinds = figureKinds(value)
  if (kinds.has('percent') && figureKinds(`${value} ${label}`).has('saving')) kinds.add('saving')
  return kinds
}

/** A passage of an article's body or a case study's detail page (knowledge.ts). */
export const isDetail = (passage: Passage) =>
  passage.kind === 'articleSection' || passage.sectionType === 'caseStudyDetail'

/** A question about people: who does something, a name, the leadership, who wrote what. */
export const ABOUT_PEOPLE =
  /\b(who|whom|whose|names? of|people|leaders?|leadership|founders?|founded|authors?|wrote|written|bio)\b/i

/** A question about partner statuses and certificates. */
const ABOUT_CREDENTIALS = /\b(partners?|partnerships?|certifi\w*|accredit\w*|iso|badges?)\b/i

/** A person (a bio) or a credential (a badge): who we are rather than what we do. */
const isAboutUs = (passage: Passage) => passage.kind === 'person' || passage.kind === 'credential'

// One client's results: for "how long does X take?" the company's own figure (a stat, an FAQ) says it better.
const EXAMPLES = new Set<Passage['kind']>(['testimonial', 'caseStudy'])

/** How much a kind of passage weighs, whatever it matched: an FAQ answer says it best, a blog teaser least. */
function kindWeight(
  passage: Passage,
  aboutArticles: boolean,
  aboutPeople: boolean,
  aboutCredentials = false,
): number {
  if (passage.kind === 'faq') return 1.25
  // A bio mentions the practice its person leads and the articles they wrote: it answers who, not what we do.
  if (passage.kind === 'person') return aboutPeople ? 1.2 : 0
  // A badge answers a question about partners and certificates, better than a page that only says "certified".
  if (passage.kind === 'credential') return aboutCredentials ? 2 : 0.6
  if (passage.kind === 'service') return 0.85
  if (passage.kind === 'article') return aboutArticles ? 1 : 0.3
  // An article's own passages answer what the rest of the site does not say, a little less than the site's pages.
  if (passage.kind === 'articleSection') return aboutArticles ? 1.1 : 0.6
  // A case study's detail (its phases, its client's location) answers questions about that study only.
  if (passage.kind === 'testimonial') return 0.8
  if (passage.sectionType === 'ctaSection') return 0.5
  if (passage.sectionType === 'heroSection') return 0.85
  return 1
}

/**
 * The retriever of one language's knowledge: its index is built, and every question searched, with that language's
 * stop words and stemmer (terms.ts).
 */
export function buildRetriever(knowledge: Knowledge, language: LanguageId = DEFAULT_LANGUAGE): Retriever {
  const index = inLanguageOf(language, () => buildIndex(knowledge))
  const scoped =
    <A extends unknown[], R>(work: (...args: A) => R) =>
    (...args: A): R =>
      inLanguageOf(language, () => work(...args))
  return {
    ...index,
    language,
    search: scoped(index.search),
    searchDetails: scoped(index.searchDetails),
    unknownTerms: scoped(index.unknownTerms),
    detailTerms: scoped(index.detailTerms),
  }
}

function buildIndex(knowledge: Knowledge): Omit<Retriever, 'language'> {
  const passages = toPassages(knowledge)
  // Two indexes: the site's pages, FAQ, figures and case-study summaries, which answer first; and the detail an
  // article's body or a case study's page holds, which answers what the pages do not say (local-answerer.ts). Each
  // ranks within its own set, so a long article never pushes a page's own answer down.
  const newIndex = () =>
    new MiniSearch<Passage>({
      fields: ['title', 'keywords', 'source', 'text'],
      storeFields: ['id'],
      tokenize,
      processTerm,
      searchOptions: {
        // A heading counts a little more than a sentence, not so much that it beats a better match in the text.
        boost: { title: 1.6, keywords: 1.2, source: 0.6 },
        // Typos in long words only; prefixes only of words long enough to mean something.
        fuzzy: (term) => (term.length >= 6 ? 1 : false),
        prefix: (term) => term.length >= 5,
        combineWith: 'OR',
      },
    })
  const coreIndex = newIndex()
  coreIndex.addAll(passages.filter((passage) => !isDetail(passage) && !isAboutUs(passage)))
  // People and credentials are searched with the pages but indexed apart: a bio's or a badge's words (a practice,
  // "certified") would otherwise change how much each word weighs in the pages' own ranking.
  const peopleIndex = newIndex()
  peopleIndex.addAll(passages.filter(isAboutUs))
  const detailIndex = newIndex()
  detailIndex.addAll(passages.filter(isDetail))
  const byId = new Map(passages.map((passage) => [passage.id, passage]))
  const figures = new Map(passages.map((passage) => [passage.id, figuresIn(passage)]))
  // Inverse document frequency: words on every page ("team", "enterprise") weigh little, rare ones a lot, and words
  // the site never uses the most.
  // Counted over the site's pages, FAQ and figures: an article's or a case study's many detailed passages would
  // otherwise make the words they repeat look common everywhere.
  // Nor bios and badges: they answer only questions about people and credentials, and the words they use (a
  // practice, "certified") are the site's topics.
  const counted = passages.filter((passage) => !isAboutUs(passage))
  const documentFrequency = new Map<string, number>()
  for (const passage of counted)
    if (!isDetail(passage))
      for (const term of termsOf(`${passage.title} ${passage.keywords} ${passage.source} ${passage.text}`))
        documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1)
  // Every word of the site, details included, as stems and as written ("implementation" as well as its stem
  // "implement"), to tell a typo ("implementaton") from a word the site never uses.
  // How many detail passages use each word: one or two name a detail ("Navision"); more are the articles' ordinary
  // vocabulary ("onshore", "send").
  const detailFrequency = new Map<string, number>()
  for (const passage of passages.filter(isDetail))
    for (const term of termsOf(`${passage.title} ${passage.text}`))
      detailFrequency.set(term, (detailFrequency.get(term) ?? 0) + 1)
  // How often the site writes each word as it is written, to correct a visitor's typo to the likeliest word.
  const rawFrequency = new Map<string, number>()
  for (const passage of passages)
    for (const token of tokenize(`${passage.title} ${passage.text}`))
      rawFrequency.set(token, (rawFrequency.get(token) ?? 0) + 1)
  const vocabularyWords = new Set<string>()
  for (const passage of passages)
    for (const token of tokenize(`${passage.title} ${passage.keywords} ${passage.text}`)) {
      vocabularyWords.add(token)
      const term = processTerm(token)
      if (term) vocabularyWords.add(term)
    }
  const idf = (term: string) => Math.log((counted.length + 1) / ((documentFrequency.get(term) ?? 0) + 0.5))
  // The same, blog teasers left out: a word only an article uses names the article's topic, not something we do.
  const contentFrequency = new Map<string, number>()
  for (const passage of passages)
    if (passage.kind !== 'article' && passage.kind !== 'articleSection')
      for (const term of termsOf(`${passage.title} ${passage.keywords} ${passage.source} ${passage.text}`))
        contentFrequency.set(term, (contentFrequency.get(term) ?? 0) + 1)
  const namedAtMost = Math.max(3, Math.round(counted.length * 0.04))
  // Neighbouring words of each passage ("monthly service"), for questions that use the site's own phrases.
  // In the text only: a heading that repeats the question's words is no better an answer.
  const pairs = new Map(passages.map((passage) => [passage.id, pairsOf(passage.text)]))
  const faqTerms = new Map(
    passages
      .filter((passage) => passage.kind === 'faq')
      .map((passage) => [passage.id, new Set(termsOf(passage.title))]),
  )
  // The people with words of their own on the site (a bio, a quote), each by the terms of their name.
  const people = new Map(
    passages.flatMap((passage) =>
      passage.person ? [[passage.person.name, termsOf(passage.person.name)]] : [],
    ),
  )
  const passageTerms = new Map(
    passages.map((passage) => [passage.id, new Set(termsOf(`${passage.title} ${passage.text}`))]),
  )
  const settings = knowledge.settings
  const numbers = new Set(
    numbersIn(
      [
        ...passages.map((passage) => `${passage.title} ${passage.text}`),
        settings?.phone,
        settings?.officeAddress,
        settings?.bookingLabel,
        settings?.bookingUrl,
        settings?.replyPromise,
        settings?.phoneHours,
        settings?.greeting,
        settings?.description,
      ].join(' '),
    ),
  )
  return {
    passages,
    settings,
    numbers,
    figuresOf: (passage) => figures.get(passage.id) ?? new Set(),
    weightOf: idf,
    detailTerms: (text) =>
      [...ownTerms(text)]
        .filter(
          ([term, words]) =>
            [...words].every((word) => !documentFrequency.has(word)) &&
            (detailFrequency.get(term) ?? 0) > 0 &&
            detailFrequency.get(term)! <= 2,
        )
        .map(([term]) => term),
    unknownTerms(text) {
      const vocabulary = [...vocabularyWords]
      return [...ownTerms(text)]
        .filter(
          ([term, words]) =>
            term.length > 2 && !/\d/.test(term) && [...words].every((word) => !vocabularyWords.has(word)),
        )
        .map(([term]) => term)
        .filter((term) => !vocabulary.some((word) => within(word, term, typosAllowed(term))))
    },
    search: (text, limit, context, inside) =>
      searchIn([coreIndex, peopleIndex], text, limit, context, inside),
    searchDetails: (text, limit, context, inside) => searchIn([detailIndex], text, limit, context, inside),
  }

  /**
   * The question with each word the site does not know replaced by the site's word it is a typo of, the most used
   * one ("implementaton" → "implementation", "dynamcis" → "dynamics"); other words as they are.
   */
  function corrected(question: string): string {
    return question.replace(/[\p{L}][\p{L}'’-]*/gu, (word) => {
      const lower = word.toLowerCase()
      const term = processTerm(lower)
      if (!term || vocabularyWords.has(lower) || vocabularyWords.has(term) || typosAllowed(lower) === 0)
        return word
      let best: string | undefined
      for (const [candidate, count] of rawFrequency)
        if (
          /^\p{L}+$/u.test(candidate) &&
          within(candidate, lower, typosAllowed(lower)) &&
          count > (best ? rawFrequency.get(best)! : 0)
        )
          best = candidate
      return best ?? word
    })
  }

  function searchIn(
    indexes: MiniSearch<Passage>[],
    question: string,
    limit = 5,
    context = '',
    inside?: (passage: Passage) => boolean,
  ): SearchHit[] {
    const text = corrected(question)
    const own = ownTerms(text)
    const expansion = new Set(termsOf(expansionsOf(text)))
    const wanted = askedFigureKinds(text)
    // "How much?" has no word of its own but what it means (cost).
    if (own.size === 0) for (const term of expansion) own.set(term, new Set([term]))
    if (own.size === 0) return []
    const asked = new Set([...own.values()].flatMap((words) => [...words]))
    const results = indexes.flatMap((index) =>
      index.search(`${text.replace(FIGURE_WORDS, ' ')} ${expansionsOf(text)} ${context}`, {
        boostTerm: (term) => (own.has(term) ? 1 : asked.has(term) || expansion.has(term) ? 0.6 : 0.3),
        ...(inside ? { filter: (result) => inside(byId.get(result.id as string)!) } : {}),
      }),
    )
    // A word the site never uses but has its own words for ("devs": developers, engineers) weighs as much as the
    // rarest of them: it is the visitor's way of saying a common word, not a rare one the site does not cover.
    const weightOf = (term: string) => {
      const words = [...own.get(term)!].filter((word) => word !== term && documentFrequency.has(word))
      const unused = !documentFrequency.has(term) && !detailFrequency.has(term)
      return unused && words.length > 0 ? Math.max(...words.map(idf)) : idf(term)
    }
    const total = [...own.keys()].reduce((sum, term) => sum + weightOf(term), 0)
    const wantsList = LIST_QUESTION.test(text)
    const askedPairs = [...pairsOf(text)]
    // The question's rarest words (a name, a product: found in at most a few passages) are what it is about.
    const rare = [...own.keys()].filter((term) => {
      const frequency = contentFrequency.get(term) ?? 0
      return frequency > 0 && frequency <= namedAtMost
    })
    const aboutArticles = /\b(articles?|blog|read|guides?|insights?|posts?)\b/i.test(text)
    const asksWho = ABOUT_PEOPLE.test(text)
    const asksCredentials = ABOUT_CREDENTIALS.test(text)
    // The people the question names in full ("David Chen"): their own words answer it, not a list that names them.
    const questionTerms = new Set(termsOf(text))
    const namedPeople = [...people]
      .filter(([, name]) => name.length > 0 && name.every((term) => questionTerms.has(term)))
      .map(([name]) => name)
    // Ranked by relevance, by how much of the question a passage answers, by its kind, for a question about a
    // number by whether it holds a figure of that kind, and by whether it has the question's rarest words, its
    // phrases, the list a list question wants, or is the FAQ asking the same.
    return results
      .map((result) => {
        const matched = new Set(result.queryTerms)
        // A term counts in full when the passage has it, and in part (a half to 70%, the rarer the word the more)
        // when it has only a word the term stands for: "QA" found as "testing" counts less than "QA" itself.
        const covered = (term: string, words: Set<string>) =>
          matched.has(term)
            ? weightOf(term)
            : [...words].some((word) => matched.has(word))
              ? weightOf(term) *
                Math.max(
                  0.5,
                  Math.min(
                    0.7,
                    Math.max(...[...words].filter((word) => matched.has(word)).map(idf)) / weightOf(term),
                  ),
                )
              : 0
        const coverage = [...own].reduce((sum, [term, words]) => sum + covered(term, words), 0) / total
        const passage = byId.get(result.id as string)!
        const holds = figures.get(passage.id)!
        // A question about a number wants a passage with a figure of that kind (the first kind most); a stat tile
        // answers nothing but a question about a number.
        // An example (a case study) counts as much as any passage when the question names it ("what did Apex
        // save?": a word found in at most a few passages).
        const named = rare.some((term) => matched.has(term))
        const figureWeight = wanted
          ? (holds.has(wanted[0]!) ? 2.2 : wanted.some((kind) => holds.has(kind)) ? 1.2 : 0.15) *
            (passage.kind === 'stat' ? 1.5 : EXAMPLES.has(passage.kind) && !named ? 0.3 : 1)
          : passage.kind === 'stat'
            ? 0.35
            : 1
        const listWeight = wantsList && passage.list?.length ? 1.5 : 1
        const namedWeight = rare.length && !named ? 0.4 : 1
        const phrases = askedPairs.filter((pair) => pairs.get(passage.id)!.has(pair)).length
        const phraseWeight = Math.min(2, 1 + 0.35 * phrases)
        const ownWords = passage.person && namedPeople.includes(passage.person.name)
        const namesThem = namedPeople.some((name) =>
          people.get(name)!.every((term) => passageTerms.get(passage.id)!.has(term)),
        )
        const personWeight = ownWords ? 2 : namesThem ? 0.3 : 1
        // An FAQ whose question is the visitor's question, in other words.
        const faqWeight =
          passage.kind === 'faq' &&
          own.size >= 2 &&
          [...own.keys()].filter((term) => faqTerms.get(passage.id)!.has(term)).length >= own.size * 0.75
            ? 1.8
            : 1
        return {
          passage,
          score:
            result.score *
            coverage ** 2 *
            kindWeight(
              passage,
              aboutArticles,
              asksWho || termsOf(passage.person?.name ?? '').some((term) => matched.has(term)),
              asksCredentials,
            ) *
            figureWeight *
            listWeight *
            namedWeight *
            faqWeight *
            phraseWeight *
            personWeight,
          coverage,
        }
      })
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
  }
}

interface Cached {
  retriever: Retriever
  revision: string
  checkedAt: number
}
const cache = new Map<string, Promise<Cached>>()

async function build(client: SanityClient, language: LanguageId, now: number): Promise<Cached> {
  const knowledge = await loadKnowledge(client, language)
  return {
    retriever: buildRetriever(knowledge, language),
    revision: revisionOf(knowledge.revision),
    checkedAt: now,
  }
}

/**
 * The retriever for a content source in a language (each language's knowledge is an index of its own), rebuilt when
 * its content changed since the last check.
 */
export async function getRetriever(
  client: SanityClient,
  source: string,
  language: LanguageId = DEFAULT_LANGUAGE,
  now = Date.now(),
): Promise<Retriever> {
  const cacheKey = `${source} ${language}`
  const pending = cache.get(cacheKey)
  if (!pending) {
    // Concurrent first requests share one load; a failed load is forgotten so the next request tries again.
    const loading = build(client, language, now)
    cache.set(cacheKey, loading)
    loading.catch(() => cache.delete(cacheKey))
    return (await loading).retriever
  }
  const cached = await pending
  if (now - cached.checkedAt < REFRESH_MS) return cached.retriever
  cached.checkedAt = now
  try {
    if ((await loadRevision(client)) === cached.revision) return cached.retriever
    const fresh = await build(client, language, now)
    cache.set(cacheKey, Promise.resolve(fresh))
    return fresh.retriever
  } catch (error) {
    // The content source is unreachable: keep answering from the last known content.
    console.error('[chat] content refresh failed, answering from the previous index:', error)
    return cached.retriever
  }
}
