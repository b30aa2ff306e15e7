import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { applyHead, type HeadData } from './tags.ts'

/** Collects the head of the page being prerendered (the last <Head> rendered wins). */
export class HeadCollector {
  head: HeadData | null = null
  status = 200
  /** Code-split modules the page rendered: the page preloads their chunks, the browser loads them before hydrating. */
  readonly modules = new Set<string>()

  setHead(head: HeadData) {
    this.head = head
  }

  setStatus(status: number) {
    this.status = status
  }

  addModule(module: string) {
    this.modules.add(module)
  }
}

const HeadContext = createContext<HeadCollector | null>(null)

export function HeadProvider({ collector, children }: { collector?: HeadCollector; children: ReactNode }) {
  return <HeadContext.Provider value={collector ?? null}>{children}</HeadContext.Provider>
}

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

/** Marks the page being prerendered as a not-found page, so the server answers it with status 404. */
export function useHttpStatus(status: number) {
  const collector = useContext(HeadContext)
  collector?.setStatus(status)
}

/** Records that a prerendered page rendered a code-split module. */
export function useRenderedModule(module: string) {
  const collector = useContext(HeadContext)
  collector?.addModule(module)
}
