import { lazy, Suspense, useSyncExternalStore } from 'react'

const ToastArea = lazy(() => import('./ToastArea.tsx'))

const subscribe = () => () => {}

/** Mounts the toast area once the page is hydrated; it is not needed to render or hydrate a page. */
export function Toasts() {
  // false while prerendering and hydrating, true afterwards: no mismatch, and the area loads after hydration.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  return hydrated ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null
}
