// Figures in the site's text and in questions: what kind of number a passage holds (an amount of money, a count, a
// duration, a percentage, a rating), which kind a question asks for ("how many" wants a count), and whether every
// figure of an answer is one the content holds.

/**
 * `saving` is a percentage next to a word of cost ("60-70% lower cost", "savings of 65-70%"): it answers a question
 * about a price, which an uptime or a success rate does not.
 */
export type FigureKind = 'money' | 'percent' | 'saving' | 'duration' | 'count' | 'rating'

const MONEY = /\$\s?\d[\d,.]*\s?[KMB]?\+?/g
// "60-70%", and as articles write it, "40 to 60 percent".
const PERCENT =
  /\d+(?:\.\d+)?(?:\s?-\s?\d+(?:\.\d+)?)?\s?%\+?|\b\d+(?:\.\d+)?(?:\s?(?:-|to)\s?\d+(?:\.\d+)?)?\s?per ?cent\b/gi
const COST_WORD = /\b(?:costs?|prices?|pricing|sav(?:e|es|ed|ing|ings)|cheaper|rates|fees?|budgets?)\b/i
const DURATION =
  /\b\d+(?:\.\d+)?(?:\s?-\s?\d+)?\+?\s?(?:-\s?)?(?:hours?|days?|weeks?|months?|years?|minutes?)\b/gi
const RATING = /\b\d(?:\.\d)?\/(?:5|10)\b/g
// A count: 150+, 4.36M, 1.5M, 12 hospitals; not a year, not part of a name (S/4HANA, Dynamics 365, ISO 27001).
const COUNT =
  /(?<![\p{L}/$.\d-])\d[\d,]*(?:\.\d+)?(?:[KMB]\b|\+)?(?![\d%/])(?!\s?(?:-|hours?|days?|weeks?|months?|years?|minutes?)\b)/gu
const NOT_A_COUNT = /^(?:19|20)\d\d$|^365$|^27001$|^20022$/

/** The kinds of figure a text holds. */
export function figureKinds(text: string): Set<FigureKind> {
  const kinds = new Set<FigureKind>()
  if (text.match(MONEY)) kinds.add('money')
  for (const match of text.matchAll(PERCENT)) {
    kinds.add('percent')
    if (nextToCost(text, match.index, match[0].length)) kinds.add('saving')
  }
  if (text.match(DURATION)) kinds.add('duration')
  if (text.match(RATING)) kinds.add('rating')
  const stripped = text
    .replace(MONEY, ' ')
    .replace(PERCENT, ' ')
    .replace(DURATION, ' ')
    .replace(RATING, ' ')
    .replace(/\b24\/7\b/g, ' ')
  for (const match of stripped.matchAll(COUNT)) {
    const value = match[0].replace(/[+,]/g, '')
    if (!NOT_A_COUNT.test(value) && (value.length > 1 || /[+KMB]/.test(match[0]))) kinds.add('count')
  }
  return kinds
}

/**
 * Whether a word of cost is within three words of a figure, in the same clause: "savings of 65-70%", "60-70% lower
 * cost", not "cost-controlled (99.9% uptime SLA".
 */
function nextToCost(text: string, index: number, length: number): boolean {
  const clause = /[.;:!?,()]\s|[()]/
  const words = (part: string) => part.split(/\s+/).filter(Boolean)
  const before = words(text.slice(0, index).split(clause).at(-1)!).slice(-3)
  const after = words(text.slice(index + length).split(clause)[0]!).slice(0, 3)
  return COST_WORD.test(before.join(' ')) || COST_WORD.test(after.join(' '))
}

/**
 * The kinds of figure a question asks for, the one it most likely means first, or null for a question that is not
 * about a number. "How much can we save?" accepts money and percentages; "how fast?" a duration or a percentage
 * ("40% faster"); "what are your rates?" a price, else a percentage.
 */
export function askedFigureKinds(question: string): FigureKind[] | null {
  // "Fixed-price projects" is an engagement model, not a question about a price.
  const text = question.toLowerCase().replace(/\bfixed[- ]price\b/g, ' ')
  if (/\bhow many\b|\bnumber of\b|\bhow big\b|\bhow large\b|\bsize of your\b/.test(text)) return ['count']
  if (
    /\bhow much (faster|quicker|sooner|better|less|more|lower|higher)\b|\bwhat (share|percent|percentage)\b|\bsuccess rate\b|\buptime\b|\bsatisf/.test(
      text,
    )
  )
    return ['percent']
  if (/\bhow (fast|quickly)\b/.test(text)) return ['duration', 'percent']
  if (
    /\bhow (long|soon)\b|\btime ?line\b|\btime ?frame\b|\blead time\b|\bturnaround\b|\bwhen can\b|\bpays? (for )?itself\b|\bpayback\b|\bnotice\b/.test(
      text,
    )
  )
    return ['duration']
  if (/\brating\b|\brated\b|\bstars?\b/.test(text)) return ['rating']
  if (/\bsave\b|\bsavings?\b|\bcheaper\b|\bless expensive\b/.test(text)) return ['money', 'percent']
  const aboutPrice =
    /\bcosts?\b|\bprice|\bpricing\b|\brates\b|\bfees?\b|\bcharge\b|\bbudget\b|\bexpensive\b|\bquote\b/.test(
      text,
    )
  // "How much custom code is unused?" asks for a share of that thing ("how many" asks for a number); "how much does
  // it cost?", "how much is SAP BTP?" for a price.
  if (
    !aboutPrice &&
    /\bhow much (?!(?:does|do|did|is|are|was|were|will|would|can|could|should|of|for|to|it|that|this|they|we|you|i)\b)[a-z]/.test(
      text,
    )
  )
    return ['percent']
  // A price first; else how much lower it is ("60-70% lower cost"), never an uptime or a success rate.
  if (aboutPrice || /\bhow much\b/.test(text)) return ['money', 'saving']
  return null
}

/** Every number written in a text, normalised: "$1,200,000" gives 1200000, "4.36M" gives 4.36. */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\d/])\d[\d,]*(?:\.\d+)?/gu)].map((match) =>
    match[0].replace(/,(?=\d{3})/g, '').replace(/[.,]+$/, ''),
  )
}

/** The numbers of `answer` that `known` (the numbers of the content) does not hold. */
export function ungroundedNumbers(answer: string, known: Set<string>): string[] {
  return numbersIn(answer).filter((number) => !known.has(number))
}
