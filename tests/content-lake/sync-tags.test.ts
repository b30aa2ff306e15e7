// Sync tags name what a query's result depends on and what a write changed (server/content-lake/sync-tags.ts): a
// page is re-checked after a write only when the two meet.
import { parse } from 'groq-js'
import { expect, test } from 'vitest'
import { changeDependencies, staticDependencies } from '../../server/content-lake/sync-tags.ts'
import { blogPostBySlugQuery, relatedArticlesQuery } from '../../web/src/queries/blog.ts'

const dependencies = (query: string, params: Record<string, unknown> = {}) => [
  ...staticDependencies(parse(query, { params }), params),
]
const article = (slug: string, title = 'An article') => ({
  _id: `blogPost-${slug}`,
  _type: 'blogPost',
  _rev: 'r',
  _createdAt: '',
  _updatedAt: '',
  title,
  slug: { _type: 'slug', current: slug },
})
const meet = (a: string[], b: string[]) => a.some((tag) => b.includes(tag))

test('a scan for one article by its slug depends on the articles with that slug, not on every article', () => {
  expect(dependencies('*[_type == "blogPost" && slug.current == $slug][0]', { slug: 'sap-rise' })).toEqual([
    'key:blogPost:slug.current=sap-rise',
  ])
})

test('a page found by its path depends on the pages with that path', () => {
  expect(dependencies('*[_type in ["page", "service"] && $path == path][0]', { path: '/about' })).toEqual([
    'key:page:path=/about',
    'key:service:path=/about',
  ])
})

test('a scan of a type by a field that is not a key still depends on the whole type', () => {
  expect(dependencies('*[_type == "blogPost" && category == $category]', { category: 'SAP' })).toEqual([
    'type:blogPost',
  ])
})

test('a key without a type narrows nothing', () => {
  expect(dependencies('*[slug.current == "sap-rise"]')).toEqual(['all'])
})

test('writing an article meets the query of its page, under its old and its new slug, and no other article’s', () => {
  const page = (slug: string) => dependencies('*[_type == "blogPost" && slug.current == $slug][0]', { slug })
  const renamed = changeDependencies('blogPost-a', article('old-slug'), article('new-slug'))
  expect(meet(renamed, page('old-slug'))).toBe(true)
  expect(meet(renamed, page('new-slug'))).toBe(true)
  expect(meet(renamed, page('other'))).toBe(false)
  const created = changeDependencies('blogPost-b', null, article('fresh'))
  expect(meet(created, page('fresh'))).toBe(true)
  expect(meet(created, dependencies('*[_type == "blogPost"] | order(publishedAt desc)[0...3]'))).toBe(true)
})

test('a new article meets its category’s related-articles query, not the page query of every other article', () => {
  // As the lake answers them: the documents an evaluation follows a reference to (the author, a linked page) are
  // added by name, not as everything.
  const answered = (query: string, params: Record<string, unknown>) => [
    ...staticDependencies(parse(query, { params }), params, { referencesRecorded: true }),
  ]
  const created = changeDependencies('blogPost-b', null, article('fresh'))
  expect(meet(created, answered(blogPostBySlugQuery, { slug: 'sap-rise' }))).toBe(false)
  expect(meet(created, answered(relatedArticlesQuery, { category: 'SAP BTP' }))).toBe(true)
})
