import type { PageByPathQueryResult } from '#shared/sanity.types.ts'

/** One item of a page's `sections[]`, as the page query returns it (typed by TypeGen). */
export type PageSection = NonNullable<NonNullable<PageByPathQueryResult>['sections']>[number]

/** The section of a given `_type`: the props of that section's component. */
export type SectionOf<T extends PageSection['_type']> = Extract<PageSection, { _type: T }>
