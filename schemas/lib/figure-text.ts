// Text that cites figures: headings, intros, subheadings and card texts are Portable Text whose inline `statFigure`
// objects reference a Stat, so a figure changed on its Stat changes in every sentence that cites it
// (schemas/README.md, "Figure texts"). The site, the chat's knowledge and the Studio's previews read
// such text as one plain string with each figure's current value in place.
import type { Rule } from '@sanity/types'

interface Span {
  _type: string
  _key?: string
  text?: string
  stat?: { _ref?: string }
}

interface Block {
  _type: string
  _key?: string
  children?: Span[]
}

/**
 * GROQ, applied to one block: its words with each figure's current value in place, as one string. A figure text is
 * read as `"heading": array::join(heading[]${FIGURE_LINE}, " ")` (its blocks joined with a space: a heading has one;
 * a second, an Enter pressed by mistake, still shows). A figure whose Stat is gone reads as nothing, not as a
 * missing sentence. Constant, so TypeGen can read every query that uses it.
 */
export const FIGURE_LINE = /* groq */ `{"line": array::join(children[]{"part": select(_type == "statFigure" => coalesce(stat->value, ""), coalesce(text, ""))}.part, "")}.line`

/**
 * What `FIGURE_LINE` reads, in TypeScript: the words with each figure's value (from `statValues`, by Stat id) in
 * place, blocks joined with `separator` (a space; a blank line for an FAQ answer's paragraphs). A plain string is
 * returned as it is.
 */
export function figureTextValue(
  value: unknown,
  statValues: ReadonlyMap<string, string> | ((id: string) => string | undefined),
  separator = ' ',
): string {
  const valueOf = typeof statValues === 'function' ? statValues : (id: string) => statValues.get(id)
  if (typeof value === 'string') return value
  if (!Array.isArray(value)) return ''
  return (value as Block[])
    .filter((block) => block?._type === 'block')
    .map((block) =>
      (block.children ?? [])
        .map((child) =>
          child._type === 'statFigure' ? (valueOf(child.stat?._ref ?? '') ?? '') : (child.text ?? ''),
        )
        .join(''),
    )
    .join(separator)
}

/**
 * The plain words of a figure text without looking figures up (the Studio's previews and length checks, which
 * cannot query): each figure shows as `placeholder`.
 */
export const figureTextPlain = (value: unknown, placeholder = '#') =>
  figureTextValue(value, () => placeholder)

/** A figure text of plain words, citing no figure (a start for new content, and test data). */
export const wordsAsFigureText = (text: string, key = 'words') => [
  {
    _type: 'block',
    _key: key,
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: `${key}-0`, text, marks: [] }],
  },
]

/** The ids of the Stats a figure text (or any Portable Text) cites, each once, sorted. */
export function citedStats(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const ids = new Set<string>()
  for (const block of value as Block[])
    for (const child of block?.children ?? [])
      if (child._type === 'statFigure' && child.stat?._ref) ids.add(child.stat._ref)
  return [...ids].sort()
}

/** Said under every field that can cite figures. */
export const FIGURE_HINT =
  'Insert figures such as 150+ with the "Figure" button, so they change with their Stat.'

/** How many characters a figure is counted as in a length check (the Studio cannot look its value up there). */
const FIGURE_WIDTH = '0000'

/**
 * The rules of a figure text field: required or not, at most `max` characters, one paragraph unless `paragraphs`
 * (an FAQ answer, read with its paragraphs joined by a blank line).
 */
export const figureTextRules =
  ({
    required = false,
    max,
    paragraphs = false,
  }: {
    required?: boolean
    max: number
    paragraphs?: boolean
  }) =>
  (rule: Rule) =>
    rule.custom((value: unknown) => {
      const text = figureTextPlain(value, FIGURE_WIDTH).trim()
      if (!text) return required ? 'Required' : true
      if (!paragraphs && Array.isArray(value) && value.length > 1)
        return 'One paragraph only: remove the line break'
      return text.length > max ? `At most ${max} characters (figures count as ${FIGURE_WIDTH.length})` : true
    })

/**
 * The rule of a list written one point per line (a figure text read as `items[]${FIGURE_LINE}`, one string per
 * line): no empty line, each at most `max` characters. The list's own count rules stay on the field.
 */
export const figureLinesRule = (max: number) => (rule: Rule) =>
  rule.custom((value: unknown) => {
    if (!Array.isArray(value)) return true
    for (const block of value) {
      const line = figureTextPlain([block], FIGURE_WIDTH).trim()
      if (!line) return 'Remove the empty line: each line is one point'
      if (line.length > max)
        return `At most ${max} characters a line (figures count as ${FIGURE_WIDTH.length})`
    }
    return true
  })
