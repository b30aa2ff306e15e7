import { Suspense, useContext, useEffect, useId, type ReactNode } from 'react'
import { HeadContext } from '#web/head/HeadProvider.tsx'

// React hydrates the app's shell first and every Suspense boundary in a pass of its own, once the code it renders
// has loaded; until then the boundary keeps its prerendered HTML, which works by itself (docs/hydration.md). The
// prerender records the boundaries it rendered (by `useId`, the same in the browser), so the browser can tell when
// the last of them has hydrated.

let expected = new Set<string>()
let hydratingPath: string | null = null
let onSettled: (() => void) | null = null
/** From `expectBoundaries` until the page has hydrated (or the visitor left it): boundaries are being crossed off. */
let hydrating = false

/**
 * What is still awaited, on the document while hydration runs: `data-boundaries-pending`, the recorded boundaries not
 * hydrated yet, and `data-boundaries-unrecorded`, boundaries that mounted with an id the prerender did not record (a
 * boundary rendered anew after a hydration mismatch). The end-to-end tests report them when a page never hydrates.
 */
function showProgress(unrecorded?: string) {
  const root = document.documentElement.dataset
  if (expected.size > 0) root.boundariesPending = [...expected].join(' ')
  else delete root.boundariesPending
  if (unrecorded) root.boundariesUnrecorded = `${root.boundariesUnrecorded ?? ''} ${unrecorded}`.trim()
}

const settle = () => {
  // A visitor who navigated away from the prerendered page leaves its remaining boundaries unhydrated for good.
  if (expected.size === 0 || window.location.pathname !== hydratingPath) onSettled?.()
}

function Hydrated() {
  const id = useId()
  useContext(HeadContext)?.addBoundary(id)
  useEffect(() => {
    const recorded = expected.delete(id)
    if (hydrating) showProgress(recorded ? undefined : id)
    settle()
  }, [id])
  return null
}

/** A part of a page whose code is split off (the route, a section, a form): hydrated when its chunk arrives. */
export function Boundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Hydrated />
      {children}
    </Suspense>
  )
}

/** Called before hydration starts: the boundaries the prerendered page at `path` holds. */
export function expectBoundaries(boundaries: string[], path: string): void {
  expected = new Set(boundaries)
  hydratingPath = path
  hydrating = true
  showProgress()
}

/**
 * Resolves once every expected boundary has hydrated (at once when there are none left). Called when the app's shell
 * has hydrated; boundaries hydrated before then are already crossed off.
 */
export function whenBoundariesHydrated(): Promise<void> {
  return new Promise((resolve) => {
    onSettled = () => {
      onSettled = null
      hydrating = false
      resolve()
    }
    if (expected.size === 0) onSettled()
  })
}
