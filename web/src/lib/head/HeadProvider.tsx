import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { applyHead, type HeadData } from './tags.ts'

/** Collects the head of the page being prerendered (the last <Head> rendered wins). */
export class HeadCollector {
  head: HeadData | null = null
  status = 200
  /** Section types the page rendered: their chunks are preloaded by the page and before hydration. */
  readonly sections = new Set<string>()

  setHead(head: HeadData) {
    this.head = head
  }

  setStatus(status: number) {
    this.status = status
  }

  addSections(types: string[]) {
    for (const type of types) this.sections.add(type)
  }
}

const HeadContext = createContext<HeadCollector | null>(null)

export function HeadProvider({ collector, children }: { collector?: HeadCollector; children: ReactNode }) {
  return <HeadContext.Provider value={collector ?? null}>{children}</HeadContext.Provider>
}

/** Declares the document head of the current page; swaps the live head tags after client-side navigation. */
export function Head({ head }: { head: HeadData }) {
  const collector = useContext(HeadContext)
  collector?.setHead(head)
  const serialized = JSON.stringify(head)
  // After hydration this rewrites identical tags (harmless); after client-side navigation it swaps them.
  useEffect(() => applyHead(JSON.parse(serialized) as HeadData), [serialized])
  return null
}

/** Marks the page being prerendered as a not-found page, so the server answers it with status 404. */
export function useHttpStatus(status: number) {
  const collector = useContext(HeadContext)
  collector?.setStatus(status)
}

/** Records which section types a prerendered page uses. */
export function useRenderedSections(types: string[]) {
  const collector = useContext(HeadContext)
  collector?.addSections(types)
}
