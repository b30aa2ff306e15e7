import { media, theme } from './theme.ts'

/**
 * The site-wide base styles, from the theme. Written into every page's <head> at build time (vite.plugins.ts) rather
 * than by styled-components' createGlobalStyle, which recompiles and re-inserts them on the main thread while the page
 * hydrates.
 */
export function globalCss(t = theme): string {
  return `
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
}
h1, h2, h3, h4 { font-family: ${t.fonts.heading}; line-height: 1.2; margin: 0 0 ${t.space[4]}; letter-spacing: -0.01em; }
p { margin: 0 0 ${t.space[4]}; }
img { max-width: 100%; height: auto; display: block; }
a { color: ${t.colors.primary}; }
:focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
`
    .replace(/\n\s*/g, ' ')
    .trim()
}
