// The one rule every grid section uses to choose its columns from its item count: no lone card in a last row.
import { describe, expect, test } from 'vitest'
import {
  columnsFor,
  featuresFirst,
  lastIsAlone,
  LISTING_COLUMNS,
} from '../../web/src/features/sections/shared/grid.ts'

describe('columnsFor', () => {
  test('items that fit share one row', () => {
    expect(columnsFor(3, 4)).toBe(3)
    expect(columnsFor(2, 3)).toBe(2)
    expect(columnsFor(1, 4)).toBe(1)
  })

  test('9 capabilities at most 4 a row are 3 rows of 3', () => {
    expect(columnsFor(9, 4)).toBe(3)
  })

  test('4 cards at most 3 a row are 2 rows of 2', () => {
    expect(columnsFor(4, 3)).toBe(2)
  })

  test('10 blog cards at most 3 a row are 5 rows of 2, at most 4 a row 4 + 4 + 2', () => {
    expect(columnsFor(10, 3)).toBe(2)
    expect(columnsFor(10, 4)).toBe(4)
  })

  test('a five-item checklist at most 2 a row is one column', () => {
    expect(columnsFor(5, 2)).toBe(1)
  })

  test('an even split is preferred to a ragged last row (6 in 3, not 4 + 2)', () => {
    expect(columnsFor(6, 4)).toBe(3)
    expect(columnsFor(8, 4)).toBe(4)
  })

  test('no count from 1 to 24 leaves a lone last item at any maximum from 2 to 4, unless none can', () => {
    for (let count = 1; count <= 24; count++)
      for (let max = 2; max <= 4; max++)
        expect(lastIsAlone(count, columnsFor(count, max)), `${count} in ${max}`).toBe(false)
  })

  test('where every count leaves one alone, spanLast keeps the columns (the last item then spans its row)', () => {
    expect(columnsFor(5, 2, { spanLast: true })).toBe(2)
    expect(lastIsAlone(5, 2)).toBe(true)
  })
})

describe('a listing page (the blog, a category): the same columns on every page', () => {
  const wideFirstAt = (count: number) =>
    LISTING_COLUMNS.filter(({ columns }) => featuresFirst(count, columns)).map(({ columns }) => columns)

  test('phones one column, tablets two, from 1024 px (lg) three: three a row at 768 px were 220 px cards', () => {
    expect(LISTING_COLUMNS.map((at) => [at.columns, 'from' in at ? at.from : null])).toEqual([
      [1, null],
      [2, 'sm'],
      [3, 'lg'],
    ])
  })

  test('the ten articles of /blog are one wide card over three rows of three, and five rows of two on tablets', () => {
    expect(wideFirstAt(10)).toEqual([3])
  })

  test('a page or category of one article is one wide card wherever there are columns', () => {
    expect(wideFirstAt(1)).toEqual([2, 3])
  })

  test('nine articles are three rows of three; on tablets the first is wide over four rows of two', () => {
    expect(wideFirstAt(9)).toEqual([2])
  })
})
