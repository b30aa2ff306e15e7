// One figure, one place: headings, intros, subheadings and card texts cite Stats inline (figure texts), and read as
// the Stat's current value wherever they are shown: the site's GROQ, the chat's knowledge and the Studio agree.
import { readFileSync } from 'node:fs'
import { evaluate, parse } from 'groq-js'
import { describe, expect, test } from 'vitest'
import {
  FIGURE_LINE,
  figureTextPlain,
  figureTextRules,
  figureTextValue,
} from '../../schemas/lib/figure-text.ts'
import { migrateFigureText, TYPED_FIGURE, toFigureText } from '../../scripts/migrate-figure-text.ts'
import { chatKnowledgeQuery } from '../../functions/lib/queries.ts'
import { pageByPathQuery } from '../../web/src/queries/page.ts'

type Doc = Record<string, unknown>

const figure = (key: string, ref: string) => ({
  _type: 'statFigure',
  _key: key,
  stat: { _type: 'reference', _ref: ref },
})
const span = (key: string, text: string) => ({ _type: 'span', _key: key, text, marks: [] })
const block = (key: string, ...children: object[]) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children,
})

const stats = [
  { _id: 'stat-a', _type: 'stat', value: '150+', label: 'Implementations' },
  { _id: 'stat-b', _type: 'stat', value: '24/7', label: 'Support' },
]
const statValues = new Map(stats.map((stat) => [stat._id, stat.value]))

async function read(value: unknown, dataset: Doc[] = stats): Promise<unknown> {
  const query = parse(`*[_id == "x"][0]{"text": array::join(text[]${FIGURE_LINE}, " ")}.text`)
  return (await evaluate(query, { dataset: [...dataset, { _id: 'x', _type: 'page', text: value }] })).get()
}

const seed = () =>
  readFileSync(new URL('../../content/production.ndjson', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)

describe('reading a figure text', () => {
  const cases: [string, unknown][] = [
    ['plain words', [block('b', span('s', 'ERP done right'))]],
    [
      'a figure in a sentence',
      [block('b', span('s', 'Over '), figure('f', 'stat-a'), span('t', ' projects'))],
    ],
    ['only figures', [block('b', figure('f', 'stat-a'), span('s', ' and '), figure('g', 'stat-b'))]],
    [
      'two paragraphs',
      [block('b', span('s', 'One.')), block('c', figure('f', 'stat-b'), span('t', ' support.'))],
    ],
    [
      'a figure whose Stat is gone',
      [block('b', span('s', 'Over '), figure('f', 'stat-gone'), span('t', ' projects'))],
    ],
  ]
  test.each(cases)('%s reads the same in GROQ and in TypeScript', async (_, value) => {
    expect(await read(value)).toBe(figureTextValue(value, statValues))
  })

  test('a figure reads as its Stat’s current value', async () => {
    const value = [block('b', span('s', 'Over '), figure('f', 'stat-a'), span('t', ' projects'))]
    expect(await read(value)).toBe('Over 150+ projects')
    expect(await read(value, [{ ...stats[0]!, value: '175+' }])).toBe('Over 175+ projects')
  })

  test('an empty field reads as null, so the site shows nothing', async () => {
    expect(await read(undefined)).toBeNull()
  })

  test('the Studio shows a figure it cannot look up as "#"', () => {
    expect(figureTextPlain([block('b', span('s', 'Cut costs by '), figure('f', 'stat-a'))])).toBe(
      'Cut costs by #',
    )
  })
})

describe('the rules of a figure text', () => {
  const check = (value: unknown, options: { required?: boolean; max: number }) => {
    let validate: ((value: unknown) => unknown) | undefined
    figureTextRules(options)({ custom: (fn: (value: unknown) => unknown) => ((validate = fn), {}) } as never)
    return validate!(value)
  }
  test('a required heading without words is refused with "Required"', () => {
    expect(check([block('b', span('s', '  '))], { required: true, max: 140 })).toBe('Required')
    expect(check(undefined, { max: 140 })).toBe(true)
  })
  test('a line break is refused: "One paragraph only: remove the line break"', () => {
    expect(check([block('b', span('s', 'One')), block('c', span('t', 'two'))], { max: 140 })).toBe(
      'One paragraph only: remove the line break',
    )
  })
  test('the length counts a figure as 4 characters', () => {
    const text = [block('b', span('s', 'x'.repeat(76)), figure('f', 'stat-a'))]
    expect(check(text, { max: 80 })).toBe(true)
    expect(check([block('b', span('s', 'x'.repeat(77)), figure('f', 'stat-a'))], { max: 80 })).toBe(
      'At most 80 characters (figures count as 4)',
    )
  })
})

describe('migrating typed figures (scripts/migrate-figure-text.ts)', () => {
  test('a typed figure becomes a reference to its Stat, and the text reads exactly as before', () => {
    const text = 'Over 150+ projects, 24/7, in 2 weeks; not 1150+ nor 12 weeks'
    const value = toFigureText(text, 'page-home', 'seed')
    const children = (value[0]!.children as Doc[]).filter((child) => child._type === 'statFigure')
    expect(children.map((child) => (child.stat as Doc)._ref)).toEqual([
      'stat-implementations',
      'stat-support',
      'stat-deploy',
    ])
    const values = new Map([
      ['stat-implementations', '150+'],
      ['stat-support', '24/7'],
      ['stat-deploy', '2 weeks'],
    ])
    expect(figureTextValue(value, values)).toBe(text)
  })

  test('a page may cite another Stat of the same value (India’s savings on the India page)', () => {
    const [india] = toFigureText('60-70% Cost Savings', 'page-india-advantage', 'seed')
    expect(((india!.children as Doc[])[0]!.stat as Doc)._ref).toBe('stat-india-savings')
  })

  test('the seed cites every known figure by reference: nothing is left to migrate', () => {
    const result = migrateFigureText(seed())
    expect(result).toEqual({ converted: 0, figures: 0, changed: [] })
  })

  test('the seed types none of the known figures in a heading, intro, subheading or card text', () => {
    const typed: string[] = []
    const visit = (value: unknown, where: string) => {
      if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${where}[${i}]`))
      if (!value || typeof value !== 'object') return
      const record = value as Doc
      if (record._type === 'span' && typeof record.text === 'string' && record.text.match(TYPED_FIGURE))
        typed.push(`${where}: ${record.text}`)
      for (const [key, child] of Object.entries(record)) visit(child, `${where}.${key}`)
    }
    for (const doc of seed())
      if (doc._type === 'page' || doc._type === 'service') visit(doc.sections, String(doc._id))
    expect(typed).toEqual([])
  })
})

describe('a changed figure, everywhere it is cited', () => {
  const withImplementations = (value: string) =>
    seed().map((doc) => (doc._id === 'stat-implementations' ? { ...doc, value } : doc))

  test('the home hero, the SAP method and the Dynamics text read the new figure', async () => {
    const dataset = withImplementations('175+')
    const page = async (path: string) =>
      JSON.stringify(await (await evaluate(parse(pageByPathQuery), { dataset, params: { path } })).get())
    expect(await page('/')).toContain('175+ successful SAP and Dynamics 365 implementations')
    expect(await page('/sap-implementation')).toContain(
      'Based on SAP Activate, refined over 175+ implementations.',
    )
    expect(await page('/dynamics-365-finance-operations')).toMatch(
      /"text":"Our consultants have delivered ","marks":\[\]\},\{"_type":"statFigure",[^}]+\},"value":"175\+"\}/,
    )
    for (const path of ['/', '/sap-implementation', '/dynamics-365-finance-operations'])
      expect(await page(path)).not.toMatch(/(?<![\d.])150\+/)
  })

  test('the assistant’s knowledge reads the new figure in every sentence', async () => {
    const knowledge = JSON.stringify(
      await (
        await evaluate(parse(chatKnowledgeQuery), {
          dataset: withImplementations('175+'),
          params: { language: 'en' },
        })
      ).get(),
    )
    expect(knowledge).toContain('175+ successful SAP and Dynamics 365 implementations')
    expect(knowledge).toContain('Our consultants have delivered 175+ ERP implementations.')
    expect(knowledge).toContain('refined over 175+ implementations')
    expect(knowledge).not.toMatch(/(?<![\d.])150\+/)
  })
})
