// A figure is the same in every language (docs/languages.md): a stat's translation words its label, and its figure's
// unit, in its language ("2 weeks", "2 Wochen") and keeps its numbers. The Studio holds the versions to it, since
// each language's stat is a document of its own.
import type { StringRule, ValidationContext } from '@sanity/types'
import { DEFAULT_LANGUAGE, languageOf } from '../../shared/languages.ts'
import type { StatVersionsQueryResult } from '../../shared/sanity.types.ts'
import { statVersionsQuery } from './queries.ts'
import { validationClient } from './validation.ts'

export interface FigureVersion {
  language: string | null
  value: string | null
}

/** A figure's numbers, whatever its language writes around them: "4.36M" and "4,36 Mio." are both [4.36]. */
export const numbersOf = (figure: string): number[] =>
  [...figure.matchAll(/\d+(?:[.,]\d+)?/g)].map((match) => Number(match[0].replace(',', '.')))

const sameNumbers = (a: string, b: string) => numbersOf(a).join(' ') === numbersOf(b).join(' ')

/** Why a translated stat's figure may not be published: its numbers are not the English one's; null when they are. */
export function translatedFigureProblem(
  value: string | undefined,
  language: string | undefined,
  versions: FigureVersion[],
): string | null {
  if (!value || !language || language === DEFAULT_LANGUAGE) return null
  const original = versions.find((version) => version.language === DEFAULT_LANGUAGE)?.value
  if (!original || sameNumbers(original, value)) return null
  return `A figure’s numbers are the same in every language: the ${languageOf(DEFAULT_LANGUAGE).title} stat shows ${original}`
}

/** Which translations of an English stat still show another figure (a warning: change them too); null when none. */
export function staleTranslationsWarning(
  value: string | undefined,
  language: string | undefined,
  versions: FigureVersion[],
): string | null {
  if (!value || (language ?? DEFAULT_LANGUAGE) !== DEFAULT_LANGUAGE) return null
  const stale = versions.filter(
    (version) => version.language !== DEFAULT_LANGUAGE && version.value && !sameNumbers(version.value, value),
  )
  if (stale.length === 0) return null
  return stale
    .map(
      (version) =>
        `The ${languageOf(version.language).title} version still shows ${version.value}: change it there too`,
    )
    .join('. ')
}

async function versionsOf(context: ValidationContext): Promise<FigureVersion[]> {
  const id = context.document?._id
  if (!id) return []
  const result = await validationClient(context)
    .withConfig({ perspective: 'published' })
    .fetch<StatVersionsQueryResult>(statVersionsQuery, { id: id.replace(/^drafts\./, '') })
  // Null when the stat has no translations; any other answer (a validation run without a lake) counts as none.
  return Array.isArray(result) ? result : []
}

const languageOfDocument = (context: ValidationContext) =>
  typeof context.document?.language === 'string' ? context.document.language : undefined

/** The stat figure's rules across languages: a translation's must be the English one's; the English one warns. */
export const figureLanguageRules = (rule: StringRule) => [
  rule.custom(async (value: string | undefined, context) => {
    if ((languageOfDocument(context) ?? DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE) return true
    return translatedFigureProblem(value, languageOfDocument(context), await versionsOf(context)) ?? true
  }),
  rule
    .custom(async (value: string | undefined, context) => {
      if ((languageOfDocument(context) ?? DEFAULT_LANGUAGE) !== DEFAULT_LANGUAGE) return true
      return staleTranslationsWarning(value, languageOfDocument(context), await versionsOf(context)) ?? true
    })
    .warning(),
]
