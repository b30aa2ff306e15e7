import { lazy, Suspense, useEffect, useState } from 'react'

const ToastArea = lazy(() => import('./ToastArea.tsx'))

/** Mounts the toast area once the page is interactive; it is not needed to render or hydrate a page. */
export function Toasts() {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  return ready ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null
}
