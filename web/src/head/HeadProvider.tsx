import { createContext, useContext, type ReactNode } from 'react'
import type { HeadData } from './tags.ts'

/** Collects the head of the page being prerendered (the last <Head> rendered wins). */
export class HeadCollector {
  head: HeadData | null = null
  status = 200
  /** Code-split modules the page rendered: the page lists their chunks, the browser loads them as it hydrates. */
  readonly modules = new Set<string>()
  /** The page's Suspense boundaries (hydration/Boundary.tsx), by `useId`: the browser waits for each to hydrate. */
  readonly boundaries = new Set<string>()

  setHead(head: HeadData) {
    this.head = head
  }

  setStatus(status: number) {
    this.status = status
  }

  addModule(module: string) {
    this.modules.add(module)
  }

  addBoundary(id: string) {
    this.boundaries.add(id)
  }
}

export const HeadContext = createContext<HeadCollector | null>(null)

export function HeadProvider({ collector, children }: { collector?: HeadCollector; children: ReactNode }) {
  return <HeadContext.Provider value={collector ?? null}>{children}</HeadContext.Provider>
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
