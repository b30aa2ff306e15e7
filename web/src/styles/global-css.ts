import { media, schemeProperties, theme } from './theme.ts'

/*
 * A fallback face per local sans-serif, scaled and with Inter's vertical metrics (ascender 1984, descender 494 of
 * 2048 units), so text laid out before Inter loads takes the same space and nothing shifts when it swaps in.
 * size-adjust is Inter's width over the local font's for English text (measured in Chromium; Arial's is the widely
 * published 107.12%, and Liberation Sans and Helvetica share Arial's widths). DejaVu Sans Bold is much wider than
 * its regular, so it has a face of its own.
 */
const FALLBACK_FACES = [
  {
    family: 'Inter Fallback',
    src: "local('Arial'), local('Helvetica'), local('Liberation Sans')",
    weight: '100 900',
    size: 1.0712,
  },
  { family: 'Inter Fallback DejaVu', src: "local('DejaVu Sans')", weight: '100 600', size: 0.9432 },
  { family: 'Inter Fallback DejaVu', src: "local('DejaVu Sans Bold')", weight: '700 900', size: 0.8613 },
]
const percent = (value: number) => `${(value * 100).toFixed(2)}%`

function fontFaces(fontUrl: string): string {
  const inter = `@font-face { font-family: 'Inter Variable'; font-style: normal; font-display: swap; font-weight: 100 900;
    src: url(${fontUrl}) format('woff2-variations'), url(${fontUrl}) format('woff2');
    unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329,
      U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD; }`
  const fallbacks = FALLBACK_FACES.map(
    (face) => `@font-face { font-family: '${face.family}'; src: ${face.src}; font-weight: ${face.weight};
    size-adjust: ${percent(face.size)}; ascent-override: ${percent(1984 / 2048 / face.size)};
    descent-override: ${percent(494 / 2048 / face.size)}; line-gap-override: 0%; }`,
  )
  return [inter, ...fallbacks].join('\n')
}

/**
 * The site-wide base styles, from the theme. Written into every page's <head> at build time (vite.plugins.ts) rather
 * than by styled-components' createGlobalStyle, which recompiles and re-inserts them on the main thread while the page
 * hydrates.
 */
/** `fontUrl`: where the build serves the self-hosted Inter (vite.plugins.ts emits it under a content hash). */
export function globalCss(fontUrl: string, t = theme): string {
  return `
${fontFaces(fontUrl)}
:root { color-scheme: light dark; ${schemeProperties('light')} }
@media (prefers-color-scheme: dark) { :root { ${schemeProperties('dark')} } }
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; scroll-padding-top: ${t.layout.headerHeight}; }
${media.reducedMotion} {
  html { scroll-behavior: auto; }
  *, *::before, *::after { animation-duration: 0.01ms !important; animation-delay: 0ms !important; transition-duration: 0.01ms !important; transition-delay: 0ms !important; }
}
body {
  margin: 0;
  font-family: ${t.fonts.body};
  font-size: ${t.fontSizes.md};
  line-height: 1.6;
  color: ${t.colors.text};
  background: ${t.colors.surface};
  -webkit-font-smoothing: antialiased;
  font-optical-sizing: auto;
}
h1, h2, h3, h4 { font-family: ${t.fonts.heading}; line-height: 1.2; text-wrap: balance; margin: 0 0 ${t.space[4]}; letter-spacing: -0.01em; }
p { margin: 0 0 ${t.space[4]}; }
img { max-width: 100%; height: auto; display: block; }
a { color: ${t.colors.primary}; }
:focus-visible {
  outline: 3px solid ${t.colors.focusRing};
  outline-offset: 2px;
  box-shadow: 0 0 0 2px ${t.colors.focusGap};
}
/* Ranges and hyphenated terms ("65-70%", "Pre-Vetted") stay on one line where a component marks them. */
.nobreak { white-space: nowrap; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
`
    .replace(/\n\s*/g, ' ')
    .trim()
}
