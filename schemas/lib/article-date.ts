// An article's date is the date readers see; it never decides when the article goes live. Publishing does that, now,
// or a release at its time. So a date may not be later than the moment the article goes live: a future date on a
// draft would go live at once under a date to come, which is how "15 January 2027" reached the top of the blog in
// November. To publish on that day, the article goes into a release scheduled for then (docs/releases.md).
import type { DateRule, ValidationContext } from '@sanity/types'
import { releaseTimeQuery } from './queries.ts'
import { validationClient } from './validation.ts'

export const FUTURE_DATE_MESSAGE =
  'This date is in the future, but publishing makes the article live now. To publish it on that day, add it to a release scheduled for then.'

/** The date of the day, where the editor is (the Studio) or where the server is (a release's check). */
export const localDate = (at: Date = new Date()) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`

interface ReleaseTime {
  title: string | null
  at: string | null
}

/** Why an article dated `date` cannot go live at `liveAt` (null: now) in release `title`, or true. */
export function articleDateProblem(
  date: string,
  release: ReleaseTime | null,
  now: Date = new Date(),
): string | true {
  if (!release?.at) return date <= localDate(now) ? true : FUTURE_DATE_MESSAGE
  const liveOn = localDate(new Date(release.at))
  if (date <= liveOn) return true
  const name = release.title ? `"${release.title}"` : 'This release'
  return `${name} goes live on ${liveOn}, before this date: move the date, or schedule the release for that day.`
}

/** The rule of an article's date (blogPost.publishedAt): required, and not after the article goes live. */
export const articleDateValidation = (rule: DateRule) =>
  rule.required().custom(async (value: string | undefined, context: ValidationContext) => {
    if (!value) return true
    const id = context.document?._id ?? ''
    const releaseId = id.startsWith('versions.') ? id.split('.')[1] : undefined
    const release = releaseId
      ? // Releases are system documents outside the schema, so TypeGen types their fields as null.
        await validationClient(context).fetch<ReleaseTime | null>(releaseTimeQuery, {
          id: `_.releases.${releaseId}`,
        })
      : null
    return articleDateProblem(value, release)
  })
