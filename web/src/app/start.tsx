import { StrictMode, Suspense, lazy, startTransition, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { focusManager, hydrate, type QueryClient } from '@tanstack/react-query'
import { App } from './App.tsx'
import { Providers } from './Providers.tsx'
import { preloadModules } from '#web/hydration/preloadable.tsx'
import { expectBoundaries, whenBoundariesHydrated } from '#web/hydration/Boundary.tsx'
import { preloadChunks, LATER_CHUNKS_ELEMENT_ID } from '#web/hydration/chunks.ts'
import { createQueryClient } from '#web/data/query-client.ts'
import { once } from '#web/data/SanityProvider.tsx'
import { readEtag, readState } from '#web/hydration/state.ts'
import { createPageCheck } from '#web/hydration/page-check.ts'
import { nextTask } from '#web/hydration/next-task.ts'
import { previewPerspective } from '#web/data/preview-link.ts'

// Preview mode only (a Studio preview link): drafts, visual editing, the banner. Never loaded for visitors.
const PreviewTools = lazy(() => import('../features/preview/PreviewTools.tsx'))

/**
 * Marks the document once the whole page has hydrated: the shell (this component's effect runs after every child's
 * in the first commit), then every code-split boundary, each in a pass of its own as its chunk arrives
 * (hydration/Boundary.tsx); then runs what was waiting for hydration. It wraps the app rather than sitting beside it:
 * a sibling would fork the tree, and every `useId` would then differ from the prerendered HTML's (labels, ARIA
 * references and focus-by-id would point at the wrong elements).
 */
function MarkHydrated({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => {
    void whenBoundariesHydrated().then(() => {
      document.documentElement.dataset.hydrated = 'true'
      // When every control that needs the app works (`npm run bench` reads it against first paint).
      performance.mark('hydrated')
      onHydrated?.()
    })
  }, [onHydrated])
  return children
}

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200)

/**
 * Hydrated queries stay fresh while the visitor is on this page: once the browser is idle after hydration, and
 * whenever the tab gets focus again, the page asks the server whether it changed (`createPageCheck`: one conditional
 * GET, 304 when nothing did) instead of re-running its queries; a change published since the render then renders
 * like any update. So nothing refetches as it mounts, and no result turns stale mid-hydration: a result that changes
 * between a component's render and its effects re-renders it at once, and a re-rendered header made React render its
 * language switcher anew instead of hydrating it (docs/hydration.md, "Nothing may update the shell"). Pages reached
 * by client-side navigation fetch and refetch as the library's defaults say. Every rendered page carries its ETag
 * (render/renderer.ts, `withOwnEtag`); a page cached from an older deploy loads that deploy's scripts, not these.
 */
function deferRevalidation(queryClient: QueryClient, path: string, etag: string): () => void {
  const defaults = queryClient.getDefaultOptions()
  const check = createPageCheck(queryClient, path, etag)
  const elsewhere = () => window.location.pathname !== path
  // Elsewhere, the library's default (data/query-client.ts): stale at once.
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, staleTime: () => (elsewhere() ? 0 : Infinity) },
  })
  return () =>
    whenIdle(() => {
      void check()
      focusManager.subscribe((focused) => {
        if (focused && !elsewhere()) void check()
      })
    })
}

// Hydrates the prerendered page (or renders a page that was not prerendered for this path). Loaded by entry-client.tsx
// once the browser has painted, and preloaded by every prerendered page.
export async function start() {
  const container = document.getElementById('root')!
  const state = readState()
  const queryClient = createQueryClient()
  const perspective = previewPerspective(window.location)
  const preview = perspective === 'drafts'
  const loadSanityClient = once(async () => {
    const { createSanityClient } = await import('#web/data/sanity.ts')
    if (!preview) return createSanityClient({ perspective })
    // A preview starts in the perspective the Studio named (a release, say), then follows it (PreviewTools.tsx).
    const [{ previewStartPerspective }, { previewClient }] = await Promise.all([
      import('#web/data/preview.ts'),
      import('../features/preview/preview-client.ts'),
    ])
    return previewClient(createSanityClient({ perspective: previewStartPerspective(), preview }))
  })
  const etag = readEtag()
  const hydrating = state?.path === window.location.pathname && perspective === 'published' && etag !== null
  const revalidate = hydrating ? deferRevalidation(queryClient, state.path, etag) : undefined
  const app = (
    <StrictMode>
      <MarkHydrated onHydrated={revalidate}>
        <Providers queryClient={queryClient} loadSanityClient={loadSanityClient}>
          <BrowserRouter>
            {/* Visitors get exactly the prerendered tree (one child here), or hydration would change every useId;
                preview pages are rendered, not hydrated, so the tools may sit beside the app. */}
            {preview ? (
              <>
                <App />
                <Suspense fallback={null}>
                  <PreviewTools />
                </Suspense>
              </>
            ) : (
              <App />
            )}
          </BrowserRouter>
        </Providers>
      </MarkHydrated>
    </StrictMode>
  )
  // Hydrate only HTML prerendered for this very path with published content; anything else (an unknown path served
  // the 404 file, a draft preview) renders fresh on the client.
  if (state && hydrating) {
    hydrate(queryClient, state.queries)
    expectBoundaries(state.boundaries ?? [], state.path)
    await nextTask()
    // As a transition, hydration is time-sliced: the main thread is never blocked for long while it runs. The shell
    // hydrates with the code loaded so far; the route's and sections' chunks load meanwhile, and React hydrates each
    // of their boundaries as its chunk arrives (hydration/Boundary.tsx).
    startTransition(() => {
      hydrateRoot(container, app)
    })
    await preloadChunks(LATER_CHUNKS_ELEMENT_ID)
    await preloadModules(state.modules)
  } else {
    createRoot(container).render(app)
  }
}
