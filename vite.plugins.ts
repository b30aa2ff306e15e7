// Shared by the site build, the dev server and Vitest.
// babel-plugin-styled-components gives every styled component a stable id derived from its file, so class names
// match between the prerendered HTML and the hydrating client whatever order route chunks load in.
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin, PluginOption } from 'vite'
import type { Node, TaggedTemplateExpression } from '@babel/types'
import { globalCss } from './web/src/styles/global-css.ts'
import { theme } from './web/src/styles/theme.ts'
import { twemojiName } from './web/src/components/twemoji-name.ts'

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

const twemojiDir = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'))
const twemojiVersion = (
  JSON.parse(readFileSync(join(twemojiDir, 'package.json'), 'utf8')) as { version: string }
).version
/** Where the site serves the artwork (web/src/components/Twemoji.tsx asks there): named after the version. */
export const TWEMOJI_PATH = `/assets/twemoji-${twemojiVersion}`

/**
 * Twemoji's artwork by the name the site asks for (`twemojiName`: the file's code points without U+FE0F), each given a
 * size of 36 × 36 (its viewBox) so a browser reports a loaded image's natural size and a failed one is told apart.
 */
export function twemojiFiles(): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  for (const file of readdirSync(twemojiDir)) {
    if (!file.endsWith('.svg')) continue
    const emoji = String.fromCodePoint(
      ...file
        .slice(0, -4)
        .split('-')
        .map((hex) => parseInt(hex, 16)),
    )
    const svg = readFileSync(join(twemojiDir, file), 'utf8')
    if (!svg.startsWith('<svg ') || !svg.includes('viewBox="0 0 36 36"'))
      throw new Error(`@twemoji/svg: ${file} is not a 36 × 36 SVG`)
    files.set(twemojiName(emoji), Buffer.from(svg.replace('<svg ', '<svg width="36" height="36" ')))
  }
  return files
}

/**
 * The module cards' emoji artwork (web/src/components/Twemoji.tsx): static files of the client build, so the local
 * server and the static hosts alike serve them with the year-long cache of /assets/; from node_modules in the dev
 * server. Every file, since a marketer may type any emoji after a build.
 */
function twemojiArtwork(): Plugin {
  let files: Map<string, Buffer> | undefined
  const artwork = () => (files ??= twemojiFiles())
  return {
    name: 'twemoji-artwork',
    configureServer(server) {
      server.middlewares.use(TWEMOJI_PATH, (request, response, next) => {
        const svg = artwork().get((request.url ?? '').replace(/^\//, '').replace(/\.svg(\?.*)?$/, ''))
        if (!svg) return next()
        response.setHeader('Content-Type', 'image/svg+xml')
        response.end(svg)
      })
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      for (const [name, svg] of artwork())
        this.emitFile({ type: 'asset', fileName: `${TWEMOJI_PATH.slice(1)}/${name}.svg`, source: svg })
    },
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
 * React Router publishes its development build as the package's entry (its production build differs by one flag).
 * In the browser bundle: that flag off, so its development warnings go; its components (`React.forwardRef(…)` calls)
 * marked pure, and without their `X.displayName = '…'` statements (names for React DevTools), so the ones the site
 * never renders (Form, fetcher forms, …) leave the bundle: about 1.5 KB gzip on every route.
 */
function leanReactRouter(): Plugin {
  return {
    name: 'lean-react-router',
    apply: 'build',
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]development[\\/]chunk-[^\\/]+\.mjs$/ },
      handler(code) {
        if (this.environment.config.consumer !== 'client') return
        return code
          .replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;')
          .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '')
          .replace(/^var ([A-Za-z_$][\w$]*) = (React\d*\.forwardRef\()/gm, 'var $1 = /* @__PURE__ */ $2')
      },
    },
  }
}

const STYLE_TAGS = new Set(['styled', 'css', 'createGlobalStyle', 'keyframes'])

/** The identifier a tag starts from: `styled` for styled.div, styled(Link), styled.div.attrs(…). */
function tagRoot(node: Node): string | undefined {
  if (node.type === 'Identifier') return node.name
  if (node.type === 'MemberExpression') return tagRoot(node.object)
  if (node.type === 'CallExpression') return tagRoot(node.callee)
  return undefined
}

/** `({ theme }) => theme.space[4]` → the theme's value there ('1rem'); any other interpolation → undefined. */
function themeToken(node: Node): string | undefined {
  if (node.type !== 'ArrowFunctionExpression' || node.params.length !== 1) return undefined
  const param = node.params[0]!
  if (param.type !== 'ObjectPattern' || param.properties.length !== 1) return undefined
  const property = param.properties[0]!
  if (
    property.type !== 'ObjectProperty' ||
    property.key.type !== 'Identifier' ||
    property.key.name !== 'theme' ||
    property.value.type !== 'Identifier'
  ) {
    return undefined
  }
  const keys: string[] = []
  let body: Node = node.body
  while (body.type === 'MemberExpression') {
    const key = body.property
    if (!body.computed && key.type === 'Identifier') keys.unshift(key.name)
    else if (body.computed && (key.type === 'NumericLiteral' || key.type === 'StringLiteral'))
      keys.unshift(String(key.value))
    else return undefined
    body = body.object
  }
  if (body.type !== 'Identifier' || body.name !== property.value.name || keys.length === 0) return undefined
  let value: unknown = theme
  for (const key of keys)
    value = typeof value === 'object' && value ? (value as Record<string, unknown>)[key] : undefined
  return typeof value === 'string' && !/[`\\$]/.test(value) ? value : undefined
}

/**
 * Babel: the theme's tokens written into the styles, where a component reads them as `${({ theme }) => theme.x.y}`.
 * The theme is one constant object (web/src/styles/theme.ts; the colours are CSS custom properties, so the light and dark
 * schemes need no second theme), so the result is the same CSS; the bundle loses about 700 small functions, and a
 * component left with no interpolation is static, its CSS generated once instead of at every render. Runs before
 * babel-plugin-styled-components (at Program entry), so that plugin sees the final template.
 */
function inlineThemeTokens() {
  const inline = (path: { node: TaggedTemplateExpression }) => {
    const { tag, quasi } = path.node
    if (!STYLE_TAGS.has(tagRoot(tag) ?? '')) return
    for (let index = quasi.expressions.length - 1; index >= 0; index--) {
      const value = themeToken(quasi.expressions[index]!)
      if (value === undefined) continue
      const [before, after] = [quasi.quasis[index]!, quasi.quasis[index + 1]!]
      before.value = {
        raw: before.value.raw + value + after.value.raw,
        cooked: (before.value.cooked ?? '') + value + (after.value.cooked ?? ''),
      }
      before.tail = after.tail
      quasi.quasis.splice(index + 1, 1)
      quasi.expressions.splice(index, 1)
    }
  }
  return {
    name: 'inline-theme-tokens',
    visitor: {
      Program(path: { traverse: (visitor: { TaggedTemplateExpression: typeof inline }) => void }) {
        path.traverse({ TaggedTemplateExpression: inline })
      },
    },
  }
}

/**
 * `build`: class names without the component's name (`sc-…` only), lighter in the bundle and the HTML, and the theme's
 * tokens inlined (`inlineThemeTokens`); the dev server and the tests keep the readable names and the theme lookups.
 */
export function reactPlugins({ build = false }: { build?: boolean } = {}): PluginOption[] {
  return [
    bareDynamicImports(),
    leanReactRouter(),
    globalStyles(),
    twemojiArtwork(),
    react(),
    babel({
      include: /[/\\]web[/\\].*\.tsx?$/,
      plugins: [
        ...(build ? [inlineThemeTokens] : []),
        ['babel-plugin-styled-components', { ssr: true, displayName: !build, fileName: !build, pure: true }],
      ],
    }),
  ]
}
