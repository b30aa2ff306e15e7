// Renders the real app at a path with the real seed content: the site's own queries, answered by MSW evaluating
// GROQ over content/production.ndjson.
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { setupServer } from 'msw/node'
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { App } from '../../web/src/app/App.tsx'
import { Providers } from '../../web/src/app/Providers.tsx'
import { createSanityClient } from '../../web/src/data/sanity.ts'
import { contentLakeHandlers } from '../mocks/content-lake.ts'
import { seedDocuments } from '../mocks/seed.ts'
import { routes } from '../../web/src/app/routes.tsx'
import { preloadSections, sectionRegistry } from '../../web/src/features/sections/registry.ts'

export const server = setupServer(...contentLakeHandlers(await seedDocuments()))

/**
 * Loads every route and section chunk. Vitest transforms a code-split module on its first import; done here, in a
 * hook, that time is not taken from a test's wait for the page.
 */
export async function preloadPages() {
  await Promise.all([
    ...routes.map((route) => route.component.preload()),
    preloadSections(Object.keys(sectionRegistry)),
  ])
}

/** Starts MSW for the calling test file (call once at the top level of a test file) with the pages' chunks loaded. */
export function mockContentLake() {
  beforeAll(async () => {
    server.listen({ onUnhandledFrame: 'error' })
    await preloadPages()
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
}

export { findHeading, findPageHeading, findRegion, PAGE_TIMEOUT } from './page-waits.ts'

export function renderRoute(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const sanityClient = createSanityClient({ origin: window.location.origin })
  const loadSanityClient = async () => sanityClient
  return render(
    <Providers queryClient={queryClient} loadSanityClient={loadSanityClient}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </Providers>,
  )
}
