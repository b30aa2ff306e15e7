import { useContext, useEffect } from 'react'
import { HeadContext } from './HeadProvider.tsx'
import { applyHead, type HeadData } from './tags.ts'

// Apart from HeadProvider.tsx: only pages render a head, so the code that writes the tags loads with the pages'
// chunks, not with the app's shell (docs/hydration.md).

let cleanHead = (head: HeadData) => head
/** Preview mode strips stega's invisible characters from the head: titles and JSON-LD are read by machines. */
export function setHeadCleaner(clean: (head: HeadData) => HeadData) {
  cleanHead = clean
}

/** Declares the document head of the current page; swaps the live head tags after client-side navigation. */
export function Head({ head }: { head: HeadData }) {
  const collector = useContext(HeadContext)
  collector?.setHead(head)
  const serialized = JSON.stringify(cleanHead(head))
  // After hydration this rewrites identical tags (harmless); after client-side navigation it swaps them.
  useEffect(() => applyHead(JSON.parse(serialized) as HeadData), [serialized])
  return null
}
