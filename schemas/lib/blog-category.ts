// The blog's category pages: `<blog>/category/<slug>` lists the articles of one category, a page at a time like the
// blog itself (`<blog>/category/<slug>/page/2`). The categories are the content model's list (a marketer picks one
// per article); a category with no article has no page. Shared by the page and the route table.
import { BLOG_CATEGORIES } from './options.ts'

/** Whether a category is one of the content model's (only those have a page). */
export const isBlogCategory = (category: string | null): category is string =>
  (BLOG_CATEGORIES as readonly (string | null)[]).includes(category)

/**
 * A category as a listing names it (its section's `categoryNames`: a translated blog words them in its language),
 * else as the content model has it.
 */
export const categoryName = (
  category: string,
  names?: readonly { category?: string | null; name?: string | null }[] | null,
): string => names?.find((entry) => entry.category === category)?.name?.trim() || category

/** A category's name in its address: "SAP Implementation" is `sap-implementation`. */
export const categorySlug = (category: string) =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The address of a category's page of the blog at `blogPath`. */
export const categoryPath = (blogPath: string, category: string) =>
  `${blogPath === '/' ? '' : blogPath}/category/${categorySlug(category)}`

const CATEGORY_PATH = /^(.*)\/category\/([a-z0-9-]+)$/

/** The blog path and category a listing path addresses (`/blog/category/sap-btp`), or null. */
export function parseCategoryPath(path: string): { blogPath: string; category: string } | null {
  const match = CATEGORY_PATH.exec(path)
  if (!match) return null
  const category = BLOG_CATEGORIES.find((candidate) => categorySlug(candidate) === match[2])
  return category ? { blogPath: match[1] || '/', category } : null
}
