import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { hydrate } from '@tanstack/react-query'
import { App } from './app/App.tsx'
import { Providers } from './app/Providers.tsx'
import { preloadModules } from './lib/preloadable.tsx'
// Registers the code-split sections and forms, so their chunks can be preloaded before hydration.
import './features/sections/registry.ts'
import './features/contact/forms.ts'
import { createQueryClient } from './lib/query-client.ts'
import { once } from './lib/SanityProvider.tsx'
import { readState } from './lib/state.ts'
import { previewPerspective } from './lib/preview.ts'

async function start() {
  const container = document.getElementById('root')!
  const state = readState()
  const queryClient = createQueryClient()
  const perspective = previewPerspective(window.location)
  const loadSanityClient = once(() =>
    import('./lib/sanity.ts').then(({ createSanityClient }) => createSanityClient({ perspective })),
  )
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} loadSanityClient={loadSanityClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  )
  // Hydrate only HTML prerendered for this very path with published content; anything else (an unknown path served
  // the 404 file, a draft preview) renders fresh on the client.
  if (state && state.path === window.location.pathname && perspective === 'published') {
    hydrate(queryClient, state.queries)
    // Every chunk the prerendered page used, loaded before hydration so nothing suspends.
    await preloadModules(state.modules)
    hydrateRoot(container, app)
  } else {
    createRoot(container).render(app)
  }
}

void start()
