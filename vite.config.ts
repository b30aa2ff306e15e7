// The site's Vite config (web/). The browser bundle is built to dist/client, the prerender entry to dist/server;
// build/index.ts runs both and prerenders every route.
import { defineConfig } from 'vite'
import { reactPlugins } from './vite.plugins.ts'

export default defineConfig(({ command }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: reactPlugins({ build: command === 'build' }),
  // Only public values reach the bundle: the project id and dataset are public in Sanity; tokens never are.
  define: {
    'import.meta.env.PUBLIC_SANITY_PROJECT_ID': JSON.stringify(process.env.SANITY_PROJECT_ID ?? ''),
    'import.meta.env.PUBLIC_SANITY_DATASET': JSON.stringify(process.env.SANITY_DATASET ?? 'production'),
    'import.meta.env.PUBLIC_SANITY_STUDIO_URL': JSON.stringify(process.env.SANITY_STUDIO_URL ?? ''),
    // Tests only: a local stand-in for hosted Sanity's API (shared/hosted-sanity.ts); production never sets it.
    'import.meta.env.PUBLIC_SANITY_API_HOST': JSON.stringify(process.env.SANITY_API_HOST ?? ''),
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Each page lists every chunk it needs and the entry preloads them (web/src/entry-client.tsx); Vite's own
    // preload helper and polyfill would only add bytes to the entry.
    modulePreload: false,
    assetsInlineLimit: 0,
    // The visual-editing overlay (features/preview, loaded in preview mode only) is one large chunk.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's import helper and the ids of the page's data blocks stay out of the shared UI chunk: the entry
            // uses them, and must stay tiny.
            { name: 'preload-helper', test: /vite[\\/]preload-helper|shared[\\/]prerender\./, priority: 10 },
            // React and React DOM alone, so the entry can evaluate them in a task of their own (entry-client.tsx).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // The app's shell, which every page hydrates first (docs/hydration.md): the libraries and the modules the
            // shell shares with the pages, in one chunk instead of a dozen tiny ones (less per-file overhead on the
            // wire). A module the header or footer starts to use belongs here, or the whole `kit` chunk below would
            // join the page's initial JavaScript (the budget test says so). Not what the entry script imports: it
            // must stay tiny, so it runs before any of this has loaded. Analytics' part of the shell (the layout's mount
            // and `trackConversion`) is here too; the provider's code is a chunk of its own.
            {
              name: 'ui',
              test: /node_modules[\\/](react-router|react-router-dom|styled-components|stylis|@tanstack)[\\/]|web[\\/]src[\\/](hydration[\\/](Boundary|preloadable|page-check|state)\.|styles[\\/]|data[\\/](SanityProvider|settings|query|config|preview-link)\.|head[\\/]HeadProvider\.|components[\\/](CmsLink|Button|Container|Icon|icon-names|NewTabHint|Toasts)\.)/,
              priority: 5,
            },
            // What pages and sections share beyond the shell (cards, images, pagination, the rich-text renderer's
            // helpers): loaded with the route's chunks while the shell hydrates. Not the rich-text renderer itself:
            // only articles, case studies and rich-text sections load it.
            {
              name: 'kit',
              test: /web[\\/]src[\\/](components(?![\\/]PortableText)|data|format|head|hooks|notifications)[\\/]|@sanity[\\/]image-url/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundled into the prerender entry so it shares the browser bundle's module instances (one styled-components).
    noExternal: ['styled-components', '@headlessui/react', 'react-hot-toast'],
  },
}))
