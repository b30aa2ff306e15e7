import { createContext, useContext } from 'react'
import type { BlogListingQueryResult } from '#shared/sanity.types.ts'

/**
 * The page of the blog listing being shown. The page (CmsPage) queries it, because the page number, the 404 past the
 * last page and the head's prev/next links depend on it; the blog grid section renders it.
 */
export interface BlogListing {
  posts: BlogListingQueryResult['posts']
  /** The category whose articles these are, on a category's page. */
  category?: string
  /** The blog listing's own address, under which each category has its page. */
  blogPath: string
  basePath: string
  pageNumber: number
  pageCount: number
}

export const BlogListingContext = createContext<BlogListing | null>(null)

export function useBlogListing(): BlogListing | null {
  return useContext(BlogListingContext)
}
