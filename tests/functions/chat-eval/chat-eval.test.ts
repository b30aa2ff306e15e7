// The assistant's evaluation set: visitor questions (questions.json) with the facts each answer must contain, asked
// through the real chat function (local answerer, no language model) against the embedded content lake seeded from
// content/production.ndjson. The score is printed by topic; a topic under TOPIC_THRESHOLD fails, and so does a set
// under its threshold. The rules after it hold for every answer of the set: each figure is one the CMS holds, each
// link a page of the site or a link the CMS holds.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ask, startSeedLake, type SeedLake, type Turn } from '../chat-harness.ts'

const EVAL_THRESHOLD = 0.93
/**
 * The harder set (issue 35: follow-ups, facts deep in articles and case studies, paraphrases and typos, questions
 * the site cannot answer, off-topic requests, misuse, hand-off, people and credentials), held to 93% as a set.
 * The target is 95% in every topic, asserted topic by topic below, which every topic reaches; the README says where
 * it stands.
 */
const HARDER_TOPICS = new Set([
  'followup',
  'deep',
  'paraphrase',
  'unanswerable',
  'offtopic',
  'misuse',
  'handoff',
  'people',
])
const HARDER_THRESHOLD = 0.93
/** Issue 35's target for each topic of questions.json on its own. */
const TOPIC_THRESHOLD = 0.95

interface EvalQuestion {
  topic: string
  question: string
  earlier?: string[]
  /** Earlier questions asked for real first: their answers go back with their signatures, as the dialog sends them. */
  conversation?: string[]
  /** Each fact: a text, or texts of which any one will do; "@path" is a text of the siteSettings document. */
  facts: (string | string[])[]
  link?: string
  not?: string[]
}

const load = (file: string) =>
  (JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { questions: EvalQuestion[] })
    .questions
const questions = load('./questions.json')
/**
 * Held out: written before the retrieval was tuned for the harder set and never tuned against, so their score says
 * whether a gain generalises. Reported on their own, and held to the score they reached.
 */
const heldOut = load('./held-out.json')
const HELD_OUT_THRESHOLD = 0.57

type Doc = Record<string, unknown> & { _id: string; _type: string }
const seed = readFileSync(new URL('../../../content/production.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc)
const settings = seed.find((doc) => doc._id === 'siteSettings')!

/** "@assistant.outOfScope" → that text of the site settings. */
function resolve(text: string): string {
  if (!text.startsWith('@')) return text
  const value = text
    .slice(1)
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], settings)
  if (typeof value !== 'string' || !value) throw new Error(`The seed's siteSettings has no text at ${text}`)
  return value
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ')

/** What is missing from an answer: facts, the link, or forbidden texts it contains. Empty when it passes. */
function problemsOf(item: EvalQuestion, answer: string): string[] {
  const said = normalise(answer)
  const problems: string[] = []
  for (const fact of item.facts) {
    const options = (Array.isArray(fact) ? fact : [fact]).map(resolve)
    if (!options.some((option) => said.includes(normalise(option))))
      problems.push(`missing ${options.map((option) => JSON.stringify(option)).join(' or ')}`)
  }
  if (item.link && !answer.includes(`](${item.link})`) && !answer.includes(`](${item.link}#`))
    problems.push(`no link to ${item.link}`)
  for (const text of item.not ?? [])
    if (said.includes(normalise(text))) problems.push(`says ${JSON.stringify(text)}`)
  return problems
}

let lake: SeedLake
const answers = new Map<EvalQuestion, string>()
beforeAll(async () => {
  lake = await startSeedLake()
  for (const item of [...questions, ...heldOut]) {
    const earlier: Turn[] = (item.earlier ?? []).map((content) => ({ role: 'user', content }))
    for (const content of item.conversation ?? []) {
      const earlierAnswer = await ask(lake.env, content, earlier)
      earlier.push(
        { role: 'user', content },
        { role: 'assistant', content: earlierAnswer.content, signature: earlierAnswer.signature },
      )
    }
    const answer = await ask(lake.env, item.question, earlier)
    if (answer.status !== 200) throw new Error(`"${item.question}" was answered ${answer.status}`)
    answers.set(item, answer.content)
  }
})
afterAll(() => lake.close())

describe('evaluation set', () => {
  test('has at least 60 visitor questions, each with a fact to check', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60)
    for (const item of questions) expect(item.facts.length, item.question).toBeGreaterThan(0)
  })

  /** Prints the score by topic and every answer that misses (with CHAT_EVAL_VERBOSE, the answer too). */
  function report(questions: EvalQuestion[], name: string) {
    const failures = questions.flatMap((item) => {
      const problems = problemsOf(item, answers.get(item)!)
      return problems.length
        ? [
            `  ✗ [${item.topic}] ${item.question}: ${problems.join('; ')}` +
              (process.env.CHAT_EVAL_VERBOSE ? `\n      → ${answers.get(item)!.replace(/\n/g, ' ⏎ ')}` : ''),
          ]
        : []
    })
    const score = (questions.length - failures.length) / questions.length
    const topics = [...new Set(questions.map((item) => item.topic))].map((topic) => {
      const asked = questions.filter((item) => item.topic === topic)
      const passed = asked.filter((item) => problemsOf(item, answers.get(item)!).length === 0).length
      return `${topic} ${passed}/${asked.length}`
    })
    console.log(`[chat-eval] ${name} by topic: ${topics.join(', ')}`)
    console.log(
      `[chat-eval] ${name}: ${questions.length - failures.length}/${questions.length} = ${(score * 100).toFixed(1)}%` +
        (failures.length ? `\n${failures.join('\n')}` : ''),
    )
  }

  const scoreOf = (set: EvalQuestion[]) =>
    set.filter((item) => problemsOf(item, answers.get(item)!).length === 0).length / set.length

  test(`the harder questions score at least ${HARDER_THRESHOLD * 100}%`, () => {
    expect(scoreOf(questions.filter((item) => HARDER_TOPICS.has(item.topic)))).toBeGreaterThanOrEqual(
      HARDER_THRESHOLD,
    )
  })

  test(`the held-out questions score at least ${HELD_OUT_THRESHOLD * 100}%`, () => {
    report(heldOut, 'held-out set')
    expect(scoreOf(heldOut)).toBeGreaterThanOrEqual(HELD_OUT_THRESHOLD)
  })

  // Issue 35's target: no topic of the project's own set may lag behind, however well the others do.
  const topics = [...new Set(questions.map((item) => item.topic))]
  test.each(topics.map((topic) => [topic, (TOPIC_THRESHOLD * 100).toFixed(1)]))(
    'topic "%s" scores at least %s%%',
    (topic) => {
      const asked = questions.filter((item) => item.topic === topic)
      const missed = asked
        .filter((item) => problemsOf(item, answers.get(item)!).length > 0)
        .map((item) => item.question)
      expect(scoreOf(asked), `missed: ${missed.join(' | ')}`).toBeGreaterThanOrEqual(TOPIC_THRESHOLD - 1e-9)
    },
  )

  test(`the first set scores at least ${EVAL_THRESHOLD * 100}%`, () => {
    report(questions, 'local answerer')
    expect(scoreOf(questions.filter((item) => !HARDER_TOPICS.has(item.topic)))).toBeGreaterThanOrEqual(
      EVAL_THRESHOLD,
    )
  })
})

describe('every answer of the set', () => {
  // Every number written anywhere in the seed: "$1,200,000" gives 1200000, "4.36M" gives 4.36.
  const numbers = (text: string) =>
    [...text.matchAll(/(?<![\p{L}\d/])\d[\d,]*(?:\.\d+)?/gu)].map((match) =>
      match[0].replace(/,(?=\d{3})/g, '').replace(/[.,]+$/, ''),
    )
  const seedNumbers = new Set(numbers(JSON.stringify(seed)))

  test('has only figures the CMS holds', () => {
    for (const [item, answer] of answers)
      for (const figure of numbers(answer))
        expect(seedNumbers.has(figure), `"${item.question}" says ${figure}: ${answer}`).toBe(true)
  })

  test('links only to a page of the site or an address the CMS holds, never the home page', () => {
    const paths = new Set(
      seed.flatMap((doc) => {
        if (typeof doc.path === 'string') return [doc.path]
        const slug = (doc.slug as { current?: string } | undefined)?.current
        if (doc._type === 'blogPost' && slug) return [`/blog/${slug}`]
        if (doc._type === 'caseStudy' && slug && doc.detail) return [`/case-studies/${slug}`]
        return []
      }),
    )
    const cmsAddresses = new Set(
      [...JSON.stringify(seed).matchAll(/https:\/\/[^"\s]+/g)].map((match) => match[0]),
    )
    for (const [item, answer] of answers) {
      for (const [, target] of answer.matchAll(/\]\(([^)\s]+)\)/g)) {
        const page = target!.split('#')[0]!
        const allowed = page === '/' ? target !== '/' && target!.startsWith('/#') : paths.has(page)
        expect(allowed || cmsAddresses.has(target!), `"${item.question}" links to ${target}`).toBe(true)
      }
    }
  })

  test('is short: at most 700 characters', () => {
    for (const [item, answer] of answers)
      expect(answer.length, `"${item.question}": ${answer}`).toBeLessThanOrEqual(700)
  })
})
