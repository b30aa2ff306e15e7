import { describe, expect, it } from 'vitest'
import { formatDate } from '../../web/src/format/date.ts'

describe('formatDate', () => {
  it('writes a blog date as month, day and year (March 15, 2025)', () => {
    expect(formatDate('2025-03-15')).toBe('March 15, 2025')
  })

  it('reads only the calendar date of a timestamp, whatever the time zone', () => {
    expect(formatDate('2025-01-25T23:30:00-08:00')).toBe('January 25, 2025')
  })

  it('agrees with the en-US long date format on every month', () => {
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' })
    for (let month = 1; month <= 12; month++) {
      const iso = `2025-${String(month).padStart(2, '0')}-01`
      expect(formatDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)))
    }
  })
})
