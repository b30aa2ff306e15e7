import { describe, expect, test } from 'vitest'
import { categoryPath, categorySlug, parseCategoryPath } from '../../schemas/lib/blog-category.ts'

describe("the blog's category pages", () => {
  test('a category is addressed by its name in lower case, words joined by hyphens', () => {
    expect(categorySlug('SAP Implementation')).toBe('sap-implementation')
    expect(categoryPath('/blog', 'SAP BTP')).toBe('/blog/category/sap-btp')
  })

  test("a category's address names the blog and the category", () => {
    expect(parseCategoryPath('/blog/category/microsoft-dynamics')).toEqual({
      blogPath: '/blog',
      category: 'Microsoft Dynamics',
    })
  })

  test('a category the content model does not list, or no category, is not a category page', () => {
    expect(parseCategoryPath('/blog/category/gardening')).toBeNull()
    expect(parseCategoryPath('/blog/sap-btp')).toBeNull()
  })
})
