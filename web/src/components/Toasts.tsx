import { lazy, startTransition, Suspense, useEffect, useState } from 'react'

const ToastArea = lazy(() => import('./ToastArea.tsx'))

/**
 * Mounts the toast area once the page is hydrated; it is not needed to render or hydrate a page. Switched on by an
 * effect as a transition, so it renders in the background rather than as a synchronous re-render right after
 * hydration. A message sent before it mounts waits in the toast store and shows when it does.
 */
export function Toasts() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    startTransition(() => setMounted(true))
  }, [])
  return mounted ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null
}
