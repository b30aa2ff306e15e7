// What visitors asked that the assistant could not answer, kept for marketing (docs/chat.md): anonymous, with personal
// data stripped, grouped by the question's words, one private `unansweredQuestion` document per group with a count.
// Keeping one never delays or fails an answer: it runs after the answer is on its way, its errors are only logged,
// and a process writes at most WRITES_PER_MINUTE of them, so a bot cannot flood the dataset.
import { createHash } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { getSanityClient } from '../lib/sanity-client.ts'
import type { LocalAnswer } from './local-answerer.ts'
import { isMisuse } from './question.ts'
import { termsOf } from './terms.ts'

export const UNANSWERED_TYPE = 'unansweredQuestion'

/** The outcomes kept: the content does not hold the answer, or the question is off the site's topics. */
export type KeptOutcome = 'unanswered' | 'offTopic'

/** The example wording stored, at most this long (a question may have 500 characters). */
export const MAX_EXAMPLE_LENGTH = 200
/** The group key, at most this long. */
export const MAX_KEY_LENGTH = 200
/** Writes per minute per process; more questions in that minute are not kept. */
export const WRITES_PER_MINUTE = 20

type Env = Record<string, string | undefined>

// Replaced in this order: an e-mail address holds a host name, a link may hold digits, a phone number is a digit run.
const EMAIL_PATTERN = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu
// An address with a scheme or www., or a host name with a common top-level domain (not ASP.NET and the like).
const URL_PATTERN =
  /\b(?:https?:\/\/|www\.)\S+|\b(?!(?:asp|vb|ado)\.net\b)(?:[a-z0-9-]+\.)+(?:com|net|org|io|co|uk|de|fr|in|info|biz|app|dev|ai|eu|us|ca|au)\b(?:\/\S*)?/gi
const PHONE_CANDIDATE = /(?:\+|\(|\b)\d[\d ()./-]{5,}\d\b/g
const DIGIT_RUN = /\d{6,}/g
// "My name is Anna Lee", "my name's anna": the next words, whatever their case; "I am Anna", "I'm Anna Lee", "this is
// Anna": capitalised words only ("I am looking for…" keeps its words).
const NAMED = /\b(my name(?: is|'s|’s)|name:)\s+/giu
const INTRODUCED = /\b([Ii] am|[Ii]'m|[Ii]’m|[Tt]his is)\s+(?=\p{Lu}\p{Ll})/gu
// Words that end a name ("my name is Anna and I…").
const AFTER_NAME = new Set(
  'and or but from at with of in on for to i we my our your is am are was do does can could would will what how why when where which who please the a an here there looking interested'.split(
    ' ',
  ),
)

/**
 * Whether a run of digits and separators is a phone number: a leading + or (, or 9 digits, or 7 in three groups. Digits
 * alone are a digit run ([number]).
 */
function isPhone(candidate: string): boolean {
  if (/^\d+$/.test(candidate)) return false
  const digits = candidate.replace(/\D/g, '').length
  const groups = candidate.split(/[ ()./-]+/).filter(Boolean).length
  return /^[+(]/.test(candidate) || digits >= 9 || (digits >= 7 && groups >= 3)
}

const NAME_WORD = /[ \t]*([\p{L}'’-]+)/uy

/** How many characters of `text` from `start` the name after an introduction takes: at most three words. */
function nameLength(text: string, start: number, capitalisedOnly: boolean): number {
  let end = start
  for (let words = 0; words < 3; words++) {
    NAME_WORD.lastIndex = end
    const word = NAME_WORD.exec(text)?.[1]
    if (!word || AFTER_NAME.has(word.toLowerCase())) break
    if (capitalisedOnly && !/^\p{Lu}\p{Ll}/u.test(word)) break
    end = NAME_WORD.lastIndex
  }
  return end - start
}

function replaceNames(text: string, pattern: RegExp, capitalisedOnly: boolean): string {
  let result = ''
  let from = 0
  for (const match of text.matchAll(pattern)) {
    const start = match.index + match[0].length
    if (start < from) continue
    const length = nameLength(text, start, capitalisedOnly)
    if (!length) continue
    result += `${text.slice(from, start)}[name]`
    from = start + length
  }
  return result + text.slice(from)
}

/**
 * The question without personal data: links, e-mail addresses, phone numbers and other long digit runs, and names
 * after "my name is" or "I am", each replaced by a placeholder ([link], [e-mail], [phone], [number], [name]).
 */
export function stripPersonalData(question: string): string {
  const stripped = question
    .replace(EMAIL_PATTERN, '[e-mail]')
    .replace(URL_PATTERN, '[link]')
    .replace(PHONE_CANDIDATE, (candidate) => (isPhone(candidate) ? '[phone]' : candidate))
    .replace(DIGIT_RUN, '[number]')
  return replaceNames(replaceNames(stripped, NAMED, false), INTRODUCED, true)
    .replace(/\s+/g, ' ')
    .trim()
}

/** Lower-cased, placeholders (and the introduction of a name) and punctuation gone, whitespace collapsed. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b(my name(?: is|'s|’s)|name:|i am|i'm|i’m|this is)\s*\[name\]/g, ' ')
    .replace(/\[(link|e-mail|phone|number|name)\]/g, ' ')
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The group a cleaned question belongs to: its distinct stemmed words, sorted (the assistant's own `termsOf`, so
 * "Do you offer blockchain consulting?" and "Blockchain consulting: do you offer it?" are one group); the normalised
 * text when it has no such word. Empty when nothing is left.
 */
export function groupKey(cleaned: string): string {
  const text = normalise(cleaned)
  const terms = termsOf(text).sort()
  return (terms.length ? terms.join(' ') : text).slice(0, MAX_KEY_LENGTH)
}

/** The group's document id: private (a dot: only the editor token reads it), from a hash of its key. */
export const unansweredId = (key: string) =>
  `${UNANSWERED_TYPE}.${createHash('sha256').update(key).digest('hex').slice(0, 32)}`

const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text

/**
 * Adds one asking of `question` to its group, in one transaction: the group is created when it is new, then its count
 * goes up by one and its example wording becomes this one. Concurrent askings of one group each count (the lake and
 * Sanity apply the `inc` to the document as it is then). Returns the group's id, or null when nothing is left of the
 * question to keep. Throws when the write fails.
 */
export async function recordUnanswered(
  client: SanityClient,
  question: string,
  outcome: KeptOutcome,
  now: Date = new Date(),
): Promise<string | null> {
  const cleaned = stripPersonalData(question)
  const key = groupKey(cleaned)
  if (!key) return null
  const _id = unansweredId(key)
  const at = now.toISOString()
  const example = shorten(cleaned, MAX_EXAMPLE_LENGTH)
  await client
    .transaction()
    .createIfNotExists({ _id, _type: UNANSWERED_TYPE, key, example, outcome, count: 0, firstAskedAt: at })
    .patch(_id, (patch) =>
      patch
        .setIfMissing({ count: 0, firstAskedAt: at })
        .inc({ count: 1 })
        .set({ key, example, outcome, lastAskedAt: at }),
    )
    .commit({ returnDocuments: false })
  return _id
}

/** At most `limit` writes in any `windowMs`: `take` says whether one more may go now. */
export function writeCap(limit: number, windowMs = 60_000) {
  const times: number[] = []
  return {
    take(now = Date.now()): boolean {
      while (times.length && times[0]! <= now - windowMs) times.shift()
      if (times.length >= limit) return false
      times.push(now)
      return true
    },
  }
}
export type WriteCap = ReturnType<typeof writeCap>

const processCap = writeCap(WRITES_PER_MINUTE)
const pending = new Set<Promise<KeepResult>>()

/**
 * Whether unanswered questions are kept: yes unless CHAT_KEEP_UNANSWERED is false (or 0, no, off), and not on hosted
 * Sanity without a write token.
 */
export function keepsUnanswered(env: Env): boolean {
  if (/^(false|0|no|off)$/i.test(env.CHAT_KEEP_UNANSWERED?.trim() ?? '')) return false
  return !env.SANITY_PROJECT_ID || Boolean(env.SANITY_API_WRITE_TOKEN)
}

export type KeepResult = 'kept' | 'answered' | 'misuse' | 'empty' | 'capped' | 'off' | 'failed'

export interface KeepRequest {
  env: Env
  question: string
  /** The local answerer's answer to the question (computed when first asked for, after the answer has gone). */
  answer: () => LocalAnswer
  /** The platform's way to finish background work after the response (Netlify, Vercel). */
  waitUntil?: (promise: Promise<unknown>) => void
  cap?: WriteCap
}

/**
 * Keeps the question when the local answerer found nothing for it ('unanswered') or found it off the site's topics
 * ('offTopic'), unless it is misuse. Never throws and is never awaited by the answer: the work starts after the
 * current one (the answer is written first), and its promise says what became of the question (for tests).
 */
export function keepUnanswered({ env, question, answer, waitUntil, cap = processCap }: KeepRequest) {
  if (!keepsUnanswered(env)) return Promise.resolve<KeepResult>('off')
  const done = new Promise((resolve) => setImmediate(resolve))
    .then(async (): Promise<KeepResult> => {
      const { outcome } = answer()
      if (outcome !== 'unanswered' && outcome !== 'offTopic') return 'answered'
      if (isMisuse(question)) return 'misuse'
      if (!groupKey(stripPersonalData(question))) return 'empty'
      if (!cap.take()) return 'capped'
      await recordUnanswered(getSanityClient(env, 'leads'), question, outcome)
      return 'kept'
    })
    .catch((error: unknown): KeepResult => {
      console.error('[chat] could not keep an unanswered question:', error)
      return 'failed'
    })
  pending.add(done)
  void done.finally(() => pending.delete(done))
  waitUntil?.(done)
  return done
}

/** The local answer, computed once: shared by the reply (when the local answerer answers) and by keepUnanswered. */
export function answerOnce(answer: () => LocalAnswer): () => LocalAnswer {
  let computed: LocalAnswer | undefined
  return () => (computed ??= answer())
}

/** Resolves once every question being kept now is written (or failed): for tests and a clean shutdown. */
export async function unansweredSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending])
}
