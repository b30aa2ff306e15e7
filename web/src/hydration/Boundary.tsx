import { Suspense, useContext, useEffect, useId, type ReactNode } from 'react'
import { HeadContext } from '#web/head/HeadProvider.tsx'

// React hydrates the app's shell first and every Suspense boundary in a pass of its own, once the code it renders
// has loaded; until then the boundary keeps its prerendered HTML, which works by itself (docs/hydration.md). The
// prerender records the boundaries it rendered (by `useId`, the same in the browser), so the browser can tell when
// the last of them has hydrated.

let expected = new Set<string>()
let hydratingPath: string | null = null
let onSettled: (() => void) | null = null

const settle = () => {
  // A visitor who navigated away from the prerendered page leaves its remaining boundaries unhydrated for good.
  if (expected.size === 0 || window.location.pathname !== hydratingPath) onSettled?.()
}

function Hydrated() {
  const id = useId()
  useContext(HeadContext)?.addBoundary(id)
  useEffect(() => {
    expected.delete(id)
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

/**
 * Called before hydration starts: the boundaries the prerendered page at `path` holds. The set of those not hydrated
 * yet is `window.pendingBoundaries`, which the end-to-end tests report when a page never hydrates (a boundary whose
 * HTML did not match is rendered anew under another id, and its recorded id stays: docs/hydration.md). Nothing more:
 * the shell's script is 13 bytes under its budget.
 */
export function expectBoundaries(boundaries: string[], path: string): void {
  ;(window as { pendingBoundaries?: Set<string> }).pendingBoundaries = expected = new Set(boundaries)
  hydratingPath = path
}

/**
 * Resolves once every expected boundary has hydrated (at once when there are none left). Called when the app's shell
 * has hydrated; boundaries hydrated before then are already crossed off.
 */
export function whenBoundariesHydrated(): Promise<void> {
  return new Promise((resolve) => {
    onSettled = () => {
      onSettled = null
      resolve()
    }
    if (expected.size === 0) onSettled()
  })
}
