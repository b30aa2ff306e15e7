// What appears once the page is interactive, in chunks loaded after hydration: the assistant's launcher and dialog
// (features/chat) and the analytics provider the Site Settings choose (features/analytics). One small gate in every
// page's JavaScript for both; neither is in the prerendered HTML.
import { lazy, startTransition, Suspense, useEffect, useState } from 'react'
import { registerHost } from '#web/features/chat/chat-store.ts'

const InteractiveHosts = lazy(() => import('./InteractiveHosts.tsx'))

/**
 * Mounted by the site layout, outside the routes: following a link in an answer does not close the assistant or
 * lose the conversation, and a client-side navigation is one more page view.
 */
export function Interactive() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    const release = registerHost()
    startTransition(() => setMounted(true))
    return release
  }, [])
  return mounted ? (
    <Suspense fallback={null}>
      <InteractiveHosts />
    </Suspense>
  ) : null
}
