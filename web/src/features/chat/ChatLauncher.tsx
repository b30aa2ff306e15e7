import { lazy, startTransition, Suspense, useEffect, useState } from 'react'
import { registerHost } from './chat-store.ts'

// The launcher's button and the dialog load after the page has hydrated: neither is in a page's initial JavaScript.
const ChatHost = lazy(() => import('./ChatHost.tsx'))

/**
 * The assistant on every page: a small launcher button, and the one dialog every opener (the launcher, the home
 * hero's card) shows. Mounted by the site layout, outside the routes, so following a link in an answer does not
 * close the dialog or lose the conversation. Not in the prerendered HTML: it appears once the page is interactive.
 */
export function ChatLauncher() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    const release = registerHost()
    startTransition(() => setMounted(true))
    return release
  }, [])
  return mounted ? (
    <Suspense fallback={null}>
      <ChatHost />
    </Suspense>
  ) : null
}
