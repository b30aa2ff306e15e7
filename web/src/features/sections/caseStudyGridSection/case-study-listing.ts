import { createContext, useContext } from 'react'
import type { CaseStudyListingQueryResult } from '#shared/sanity.types.ts'

/**
 * The page of every case study being shown, when the case study grid has none chosen. The page (CmsPage) queries it,
 * because the page number, the 404 past the last page and the head's prev/next links depend on it; the grid renders
 * it.
 */
export interface CaseStudyListing {
  caseStudies: CaseStudyListingQueryResult['caseStudies']
  basePath: string
  pageNumber: number
  pageCount: number
}

export const CaseStudyListingContext = createContext<CaseStudyListing | null>(null)

export function useCaseStudyListing(): CaseStudyListing | null {
  return useContext(CaseStudyListingContext)
}
