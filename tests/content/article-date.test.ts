// An article's date is the date readers see; publishing decides when it goes live. A date after that moment is
// refused, so a future date can never go live early under a date to come (schemas/lib/article-date.ts).
import { describe, expect, test } from 'vitest'
import { articleDateProblem, FUTURE_DATE_MESSAGE, localDate } from '../../schemas/lib/article-date.ts'

const NOW = new Date(2026, 10, 27, 12, 0)

describe('the date of an article published now (a draft, or an undecided release)', () => {
  test('today and earlier are accepted', () => {
    expect(articleDateProblem('2026-11-27', null, NOW)).toBe(true)
    expect(articleDateProblem('2025-03-15', null, NOW)).toBe(true)
  })

  test('a future date is refused, and the message says how to publish on that day', () => {
    expect(articleDateProblem('2027-01-15', null, NOW)).toBe(FUTURE_DATE_MESSAGE)
    expect(articleDateProblem('2027-01-15', { title: 'Someday', at: null }, NOW)).toBe(FUTURE_DATE_MESSAGE)
    expect(FUTURE_DATE_MESSAGE).toBe(
      'This date is in the future, but publishing makes the article live now. To publish it on that day, add it to a release scheduled for then.',
    )
  })
})

describe('the date of an article in a scheduled release', () => {
  const launch = { title: 'January launch', at: new Date(2027, 0, 15, 9, 0).toISOString() }

  test('up to the release’s day is accepted', () => {
    expect(articleDateProblem('2027-01-15', launch, NOW)).toBe(true)
    expect(articleDateProblem('2027-01-14', launch, NOW)).toBe(true)
  })

  test('a date after the release’s day is refused with the release’s name and day', () => {
    expect(articleDateProblem('2027-01-16', launch, NOW)).toBe(
      '"January launch" goes live on 2027-01-15, before this date: move the date, or schedule the release for that day.',
    )
  })
})

test('the day is the local one (the editor’s in the Studio, the server’s for a release)', () => {
  expect(localDate(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05')
})
