import { describe, expect, test } from 'vitest'
import {
  listingPageCount,
  listingPagePath,
  listingSlice,
  parseListingPath,
  visiblePageNumbers,
} from '../../schemas/lib/pagination.ts'

describe('the pages of a listing', () => {
  test('/blog is page 1 and /blog/page/3 page 3 of /blog', () => {
    expect(parseListingPath('/blog')).toEqual({ basePath: '/blog', pageNumber: 1 })
    expect(parseListingPath('/blog/page/3')).toEqual({ basePath: '/blog', pageNumber: 3 })
  })

  test('page 1 spelled out, page 0 and a number with a leading zero are not pages (no duplicate URLs)', () => {
    expect(parseListingPath('/blog/page/1')).toBeNull()
    expect(parseListingPath('/blog/page/02')).toBeNull()
    expect(parseListingPath('/blog/page/0')).toBeNull()
  })

  test('page URLs: page 1 is the listing itself', () => {
    expect(listingPagePath('/blog', 1)).toBe('/blog')
    expect(listingPagePath('/blog', 2)).toBe('/blog/page/2')
    expect(listingPagePath('/', 2)).toBe('/page/2')
  })

  test('an empty listing has one page; 19 articles at 9 a page have three', () => {
    expect(listingPageCount(0, 9)).toBe(1)
    expect(listingPageCount(9, 9)).toBe(1)
    expect(listingPageCount(19, 9)).toBe(3)
  })

  test('page 3 at 9 a page is the slice [18...27]', () => {
    expect(listingSlice(3, 9)).toEqual({ start: 18, end: 27 })
  })

  test('the navigation shows the first, the last and two either side of the current page', () => {
    expect(visiblePageNumbers(1, 3)).toEqual([1, 2, 3])
    expect(visiblePageNumbers(1, 10)).toEqual([1, 2, 3, null, 10])
    expect(visiblePageNumbers(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10])
    expect(visiblePageNumbers(50, 4167)).toEqual([1, null, 48, 49, 50, 51, 52, null, 4167])
  })
})
