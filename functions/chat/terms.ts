// The words of a question and of the site's text, as the search sees them: split into words (compounds also give
// their parts), stop words dropped, lightly stemmed (stemmer.ts); and how far a visitor's typo may be from the site's
// word.
import { DEFAULT_LANGUAGE, type LanguageId } from '#shared/languages.ts'
import { stem, stemGerman } from './stemmer.ts'

// Words that say nothing about the topic of a question.
const STOP_WORDS = new Set([
  ...`a about all also am an and any anything are as at be been but by can could did do does doing done for from get give
  got had has have help hi how i i'd i'm if in into is it it's its just know let like me more much my need of off offer
  offers on or our please provide provides so some tell than that the their them then there these they this those to
  us want was were we what what's when where which who why will with would you you're your yours should shall may might
  must really actually currently able possible interested looking question questions info information details
  regarding long take takes taking kind kinds sort worked company companies firm firms businesses organization
  organizations organisation organisations many far ever yet already usually roughly approximately around exactly
  guys folks anyone somebody someone make made makes way ways thing things lot lots there's here itself until per handle handles handling deal cope one two three four five six seven eight nine ten`.split(
    /\s+/,
  ),
  // The same as visitors type them: without apostrophes, and in text-speak ("whats", "r u able to").
  ...`whats hows wheres whos thats theres dont doesnt didnt cant couldnt wont isnt arent im ive id youre ur u r pls
  plz`.split(/\s+/),
])

// German words that say nothing about the topic (articles, pronouns, auxiliaries, question words), for the German
// knowledge; the English ones stay stop words there too, since an English question may be asked on a German page.
const GERMAN_STOP_WORDS = new Set(
  `der die das den dem des ein eine einen einem einer eines und oder aber auch nicht kein keine ist sind war waren sein
  bin bist hat haben habe hast hatte wird werden wurde kann können könnte konnten muss müssen soll sollen will wollen
  möchte möchten ich du er sie es wir ihr ihnen ihre ihren ihrem ihrer ihr mich mir uns unser unsere euch sich man
  was wie wo wann warum wer wen wem welche welcher welches wieso weshalb wozu woher wohin viel viele sehr mit für von
  zu zum zur bei im in an am auf aus um über unter nach vor bis durch gegen ohne als so da dass ob wenn denn doch noch
  schon nur mal bitte gibt geben es sich hallo danke gern gerne etwas dies diese dieser dieses jene mehr ja nein`.split(
    /\s+/,
  ),
)

// The language whose words are being processed: the search of one language's knowledge runs synchronously, from
// its index's building to a question's answer (inLanguageOf), so the index and the question always share it.
let current: LanguageId = DEFAULT_LANGUAGE

/** Runs `work` (synchronous) with the stop words and stemmer of `language`. */
export function inLanguageOf<T>(language: LanguageId, work: () => T): T {
  const before = current
  current = language
  try {
    return work()
  } finally {
    current = before
  }
}

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

export function processTerm(term: string): string | null {
  if (STOP_WORDS.has(term) || (term.length < 2 && !/\d/.test(term))) return null
  if (current === 'de') return GERMAN_STOP_WORDS.has(term) ? null : stemGerman(term)
  return stem(term)
}

/** The distinct index terms of a text. */
export function termsOf(text: string): string[] {
  return [...new Set(tokenize(text).flatMap((token) => processTerm(token) ?? []))]
}

/** The pairs of neighbouring terms of a text, within its sentences: "monthly service reports" gives two. */
export function pairsOf(text: string): Set<string> {
  const found = new Set<string>()
  for (const sentence of text.split(/[.!?:;,()]+\s/)) {
    const terms = wholeTermsOf(sentence)
    for (let index = 1; index < terms.length; index++) found.add(`${terms[index - 1]} ${terms[index]}`)
  }
  return found
}

/** The distinct terms of a text's whole words, without the parts of compounds (S/4HANA, not also 4hana). */
export function wholeTermsOf(text: string): string[] {
  const words = (text.match(/\S+/g) ?? []).flatMap((word) => tokenize(word).slice(0, 1))
  return [...new Set(words.flatMap((token) => processTerm(token) ?? []))]
}

/**
 * Whether two words are at most `max` edits apart: insertions, deletions, substitutions and swaps of two neighbouring
 * letters ("dynamcis" is one edit from "dynamics").
 */
export function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, index) => index)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        rows[i - 1]![j]! + 1,
        row[j - 1]! + 1,
        rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1)
    }
    if (Math.min(...row) > max) return false
    rows.push(row)
  }
  return rows[a.length]![b.length]! <= max
}

/** How many edits a word of this length may be from the site's word and still be a typo of it. */
export const typosAllowed = (word: string) => (word.length >= 10 ? 2 : word.length >= 5 ? 1 : 0)
