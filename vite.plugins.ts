// Shared by the site build, the dev server and Vitest.
// babel-plugin-styled-components gives every styled component a stable id derived from its file, so class names
// match between the prerendered HTML and the hydrating client whatever order route chunks load in.
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin, PluginOption } from 'vite'
import { globalCss } from './web/src/styles/global-css.ts'

// The site's typeface: Inter's Latin subset with the weight axis only (about 48 KB), served from the site itself
// (CSP font-src 'self') under a content-hashed name, so it can be cached for good like the other assets.
const fontFile = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
)
const fontBytes = readFileSync(fontFile)
const fontPath = `/assets/inter-latin-wght-${createHash('sha256').update(fontBytes).digest('hex').slice(0, 8)}.woff2`

/**
 * The site's base styles and font, inlined where index.html marks them (so in every prerendered page), before the
 * app's: the @font-face rules, a preload so the font request starts with the HTML rather than after the CSS is
 * parsed, and the font file itself in the build (or from node_modules in the dev server).
 */
function globalStyles(): Plugin {
  return {
    name: 'global-styles',
    configureServer(server) {
      server.middlewares.use(fontPath, (_request, response) => {
        response.setHeader('Content-Type', 'font/woff2')
        response.end(fontBytes)
      })
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      this.emitFile({ type: 'asset', fileName: fontPath.slice(1), source: fontBytes })
    },
    transformIndexHtml: (html) =>
      html.replace(
        '<!--global-styles-->',
        `<link rel="preload" href="${fontPath}" as="font" type="font/woff2" crossorigin>` +
          `<style data-global>${globalCss(fontPath)}</style>`,
      ),
  }
}

/**
 * Vite wraps every dynamic import in a helper that first preloads the imported chunk's CSS and sibling chunks. This
 * build has neither (styles are styled-components, `build.modulePreload` is off: each page lists its chunks), so the
 * helper only calls the import: replaced by exactly that, it costs 28 bytes instead of about 0.9 KB gzip on every
 * route. What it drops is the `vite:preloadError` event, which the site does not listen to.
 */
function bareDynamicImports(): Plugin {
  return {
    name: 'bare-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === '\0vite/preload-helper.js') return 'export const __vitePreload = (load) => load()'
    },
  }
}

/**
 * `build`: class names without the component's name (`sc-…` only), lighter in the bundle and the HTML; the dev server
 * and the tests keep the readable names.
 */
export function reactPlugins({ build = false }: { build?: boolean } = {}): PluginOption[] {
  return [
    bareDynamicImports(),
    globalStyles(),
    react(),
    babel({
      include: /[/\\]web[/\\].*\.tsx?$/,
      plugins: [
        ['babel-plugin-styled-components', { ssr: true, displayName: !build, fileName: !build, pure: true }],
      ],
    }),
  ]
}
