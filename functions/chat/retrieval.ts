// Full-text retrieval over the knowledge passages with MiniSearch. The index is rebuilt when the content changes:
// at most every REFRESH_MS the knowledge's revision (the revisions of its documents) is checked, and a change (an
// edit, a new or a deleted document) rebuilds it.
import MiniSearch from 'minisearch'
import type { SanityClient } from '@sanity/client'
import {
  loadKnowledge,
  loadRevision,
  revisionOf,
  toPassages,
  type Knowledge,
  type Passage,
} from './knowledge.ts'

export const REFRESH_MS = 30_000

// Words that say nothing about the topic of a question.
const STOP_WORDS = new Set(
  `a about all also am an and any anything are as at be been but by can could did do does doing for from get give got
  had has have help hi how i i'd i'm if in into is it it's its just know let like me more much my need of offer offers
  on or our please provide provides so some tell than that the their them then there these they this those to us want
  was we what what's when where which who why will with would you you're your yours should shall may might must
  really actually currently able possible interested looking question questions info information details regarding
  long take takes taking kind sort worked company companies firm firms businesses organization organizations
  organisation organisations`.split(/\s+/),
)

/** Lower-cases and splits text into words; compound words (S/4HANA, F&O, 24/7, e-mail) also give their parts. */
export function tokenize(text: string): string[] {
  const tokens: string[] = []
  for (const raw of text.toLowerCase().match(/[\p{L}\p{N}$%&/+.,'’-]+/gu) ?? []) {
    const word = raw
      .replace(/’/g, "'")
      .replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}%+]+$/gu, '')
      .replace(/'s$/, '')
    if (!word) continue
    // Thousands separators stay inside numbers; any other comma separates words.
    for (const piece of word.split(/,(?!\d{3})/)) {
      if (!piece) continue
      tokens.push(piece)
      const parts = piece.split(/[/&.'-]+/).filter(Boolean)
      if (parts.length > 1) tokens.push(...parts)
    }
  }
  return tokens
}

/** A light English stemmer, the same for the index and the questions: services/service, testing/tests/test. */
export function stem(word: string): string {
  if (word.length <= 3 || /[^a-z]/.test(word)) return word
  let stemmed = word
  if (stemmed.endsWith('ies') && stemmed.length > 4) return `${stemmed.slice(0, -3)}y`
  if (stemmed.endsWith('ing') && stemmed.length > 5) stemmed = stemmed.slice(0, -3)
  else if (stemmed.endsWith('ed') && stemmed.length > 4) stemmed = stemmed.slice(0, -2)
  else if (/(ss|x|ch|sh)es$/.test(stemmed)) stemmed = stemmed.slice(0, -2)
  else if (stemmed.endsWith('s') && !/(ss|us|is)$/.test(stemmed)) stemmed = stemmed.slice(0, -1)
  if (stemmed.endsWith('e') && stemmed.length > 3) stemmed = stemmed.slice(0, -1)
  return stemmed
}

export function processTerm(term: string): string | null {
  if (STOP_WORDS.has(term) || (term.length < 2 && !/\d/.test(term))) return null
  return stem(term)
}

/** The distinct index terms of a text. */
export function termsOf(text: string): string[] {
  return [...new Set(tokenize(text).flatMap((token) => processTerm(token) ?? []))]
}

// How visitors ask versus how the site says it: each phrase adds the site's own words to the search. These widen
// the search only; every answer still comes from the content.
const EXPANSIONS: [RegExp, string][] = [
  [/\bd365\b|\bdynamics\b/i, 'dynamics 365'],
  [/\bf ?& ?o\b|\bfno\b|\bfinance (and|&) operations\b/i, 'finance operations'],
  [/\bs\/?4 ?hana\b|\bs4\b|\becc\b/i, 'sap s/4hana'],
  [/\bbtp\b/i, 'sap business technology platform'],
  [/\bqa\b|\bquality assurance\b|\bbugs?\b/i, 'testing'],
  [/\bhow much\b|\bpric|\bexpensive|\bcheap|\bbudget|\brates?\b|\bfees?\b|\bcharge/i, 'cost'],
  [/\bhow long\b|\bduration\b|\bhow fast\b|\bhow quickly\b|\bhow soon\b/i, 'months weeks'],
  [/\bsav(e|es|ing|ings)\b/i, 'savings cost'],
  [/\boffshor|\boutsourc/i, 'india'],
  [/\bhire\b|\bhiring\b|\bcontractors?\b|\bextra (developers|engineers|people)\b/i, 'staff augmentation'],
  [/\bexamples?\b|\bsuccess stor|\bportfolio\b|\breferences?\b|\bpast projects?\b/i, 'case study'],
  [/\breviews?\b|\bclients? say\b|\bcustomers? say\b|\bfeedback\b|\bratings?\b/i, 'testimonial'],
  [/\bsecur|\bprotect|\bprivacy|\bconfidential|\bgdpr\b|\bnda\b/i, 'data security'],
  [/\barticles?\b|\binsights?\b|\bblog\b|\bguides?\b/i, 'blog article'],
  [/\bhealth ?care\b|\bhospitals?\b|\bmedical\b/i, 'healthcare'],
  [/\btime ?zones?\b|\bovernight\b|\bus hours\b/i, 'time-zone'],
]

export function expansionsOf(question: string): string {
  return EXPANSIONS.filter(([pattern]) => pattern.test(question))
    .map(([, words]) => words)
    .join(' ')
}

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
  search(text: string, limit?: number, context?: string): SearchHit[]
  passages: Passage[]
  settings: Knowledge['settings']
}

export function buildRetriever(knowledge: Knowledge): Retriever {
  const passages = toPassages(knowledge)
  const index = new MiniSearch<Passage>({
    fields: ['title', 'keywords', 'source', 'text'],
    storeFields: ['id'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2, source: 1.5 },
      // Typos in long words only; prefixes only of words long enough to mean something.
      fuzzy: (term) => (term.length >= 6 ? 1 : false),
      prefix: (term) => term.length >= 5,
      combineWith: 'OR',
    },
  })
  index.addAll(passages)
  const byId = new Map(passages.map((passage) => [passage.id, passage]))
  // Inverse document frequency: words on every page ("team", "enterprise") weigh little, rare ones a lot, and words
  // the site never uses the most.
  const documentFrequency = new Map<string, number>()
  for (const passage of passages)
    for (const term of termsOf(`${passage.title} ${passage.keywords} ${passage.source} ${passage.text}`))
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1)
  const idf = (term: string) => Math.log((passages.length + 1) / ((documentFrequency.get(term) ?? 0) + 0.5))
  return {
    passages,
    settings: knowledge.settings,
    search(text, limit = 5, context = '') {
      const expansion = new Set(termsOf(expansionsOf(text)))
      // "How much?" has no word of its own but what it means (cost).
      const own = new Set(termsOf(text).length ? termsOf(text) : expansion)
      if (own.size === 0) return []
      const results = index.search(`${text} ${expansionsOf(text)} ${context}`, {
        boostTerm: (term) => (own.has(term) || expansion.has(term) ? 1 : 0.3),
      })
      const total = [...own].reduce((sum, term) => sum + idf(term), 0)
      // Ranked by relevance and by how much of the question a passage answers.
      return results
        .map((result) => {
          const coverage =
            result.queryTerms.filter((term) => own.has(term)).reduce((sum, term) => sum + idf(term), 0) /
            total
          return {
            passage: byId.get(result.id as string)!,
            score: result.score * coverage * coverage,
            coverage,
          }
        })
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
    },
  }
}

interface Cached {
  retriever: Retriever
  revision: string
  checkedAt: number
}
const cache = new Map<string, Promise<Cached>>()

async function build(client: SanityClient, now: number): Promise<Cached> {
  const knowledge = await loadKnowledge(client)
  return {
    retriever: buildRetriever(knowledge),
    revision: revisionOf(knowledge.revision),
    checkedAt: now,
  }
}

/** The retriever for a content source, rebuilt when its content changed since the last check. */
export async function getRetriever(
  client: SanityClient,
  cacheKey: string,
  now = Date.now(),
): Promise<Retriever> {
  const pending = cache.get(cacheKey)
  if (!pending) {
    // Concurrent first requests share one load; a failed load is forgotten so the next request tries again.
    const loading = build(client, now)
    cache.set(cacheKey, loading)
    loading.catch(() => cache.delete(cacheKey))
    return (await loading).retriever
  }
  const cached = await pending
  if (now - cached.checkedAt < REFRESH_MS) return cached.retriever
  cached.checkedAt = now
  try {
    if ((await loadRevision(client)) === cached.revision) return cached.retriever
    const fresh = await build(client, now)
    cache.set(cacheKey, Promise.resolve(fresh))
    return fresh.retriever
  } catch (error) {
    // The content source is unreachable: keep answering from the last known content.
    console.error('[chat] content refresh failed, answering from the previous index:', error)
    return cached.retriever
  }
}

/** For tests: forget every index. */
export function clearRetrieverCache() {
  cache.clear()
}
