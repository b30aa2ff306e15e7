// Shared shapes of the dataset checker.

/** One problem found in the dataset: which document (or file), where in it, and what is wrong. */
export interface Violation {
  /** The document `_id`, `line N` for a line that is not a document, or the image file's path. */
  id: string
  /** Where in the document, e.g. `sections[hero].links[0].href`; empty for the document as a whole. */
  path: string
  level: 'error' | 'warning'
  message: string
}

/** A parsed dataset: its documents and the image files that sit beside it. */
export interface Dataset {
  documents: Record<string, unknown>[]
  /** Image files under `content/images/`, relative to `content/`, e.g. `images/hero.jpg`. */
  imageFiles: string[]
  /** Lines that are not JSON documents. */
  problems: Violation[]
}

export const formatViolation = (violation: Violation) =>
  `${violation.level === 'warning' ? '[warning] ' : ''}${violation.id}${violation.path ? ` ${violation.path}` : ''}: ${violation.message}`

/** A path segment as Sanity writes them: a field name, an array index, or an array item's key. */
export type PathSegment = string | number | { _key: string }

/** `sections[hero].links[0].href`: field names joined by dots, array items by key (or index when keyless). */
export function formatPath(path: readonly PathSegment[]): string {
  let text = ''
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`
    else if (typeof segment === 'object') text += `[${segment._key}]`
    else text += text ? `.${segment}` : segment
  }
  return text
}
