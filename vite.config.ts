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
            // Vite's import helper stays out of the shared UI chunk: the entry uses it, and must stay tiny.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 10 },
            // React and React DOM alone, so the entry can evaluate them in a task of their own (entry-client.tsx).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // Building blocks nearly every page uses, in one chunk instead of a dozen tiny ones (less per-file
            // overhead on the wire).
            {
              name: 'ui',
              // Not the rich-text renderer: only articles, case studies and rich-text sections load it. React Router
              // is here too: every route loads it with this chunk, one file less to fetch and gzip.
              test: /web[\\/]src[\\/](components(?![\\/]PortableText)|data|format|head|hooks|hydration|notifications|styles)[\\/]|lucide-react|@sanity[\\/]image-url|react-router/,
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
