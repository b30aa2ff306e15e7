// A figure is the same in every language (schemas/lib/figure-languages.ts): the Studio's rules on a stat's figure,
// and the seed's German stats held to them.
import { describe, expect, test } from 'vitest'
import { evaluate, parse } from 'groq-js'
import { staleTranslationsWarning, translatedFigureProblem } from '../../schemas/lib/figure-languages.ts'
import { statVersionsQuery } from '../../schemas/lib/queries.ts'
import { seedDocuments } from '../mocks/seed.ts'

const versions = [
  { language: 'en', value: '150+' },
  { language: 'de', value: '140+' },
]

describe('a stat’s figure in every language', () => {
  test('a German stat may not show other numbers than the English one', () => {
    expect(translatedFigureProblem('140+', 'de', versions)).toBe(
      'A figure’s numbers are the same in every language: the English stat shows 150+',
    )
    expect(translatedFigureProblem('150+', 'de', versions)).toBeNull()
  })

  test('a German stat words the figure’s unit and decimals in German', () => {
    expect(translatedFigureProblem('2 Wochen', 'de', [{ language: 'en', value: '2 weeks' }])).toBeNull()
    expect(translatedFigureProblem('4,36 Mio.', 'de', [{ language: 'en', value: '4.36M' }])).toBeNull()
    expect(
      translatedFigureProblem('6–18 Monate', 'de', [{ language: 'en', value: '6-18 months' }]),
    ).toBeNull()
    expect(translatedFigureProblem('3 Wochen', 'de', [{ language: 'en', value: '2 weeks' }])).not.toBeNull()
  })

  test('an English stat whose translation shows another figure warns to change it there too', () => {
    expect(staleTranslationsWarning('150+', 'en', versions)).toBe(
      'The German version still shows 140+: change it there too',
    )
    expect(staleTranslationsWarning('140+', 'en', versions)).toBeNull()
  })

  test('a stat with no translations has no rule to meet', () => {
    expect(translatedFigureProblem('140+', 'de', [])).toBeNull()
    expect(staleTranslationsWarning('150+', 'en', [])).toBeNull()
  })

  test('every German stat of the seed shows its English stat’s numbers', async () => {
    const dataset = await seedDocuments()
    const german = dataset.filter((doc) => doc._type === 'stat' && doc.language === 'de')
    expect(german.length).toBeGreaterThan(0)
    for (const stat of german) {
      const found = (await (
        await evaluate(parse(statVersionsQuery), { dataset, params: { id: stat._id } })
      ).get()) as { language: string; value: string }[]
      expect(translatedFigureProblem(stat.value as string, 'de', found), stat._id).toBeNull()
      expect(found.map((version) => version.language).sort(), stat._id).toEqual(['de', 'en'])
    }
  })
})
