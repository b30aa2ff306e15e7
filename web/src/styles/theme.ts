// The design tokens of the site. Components read them through styled-components' theme, never hard-code them.
/**
 * The colour tokens of each scheme. The site follows the system's light or dark theme: components read
 * `theme.colors.x`, which is the CSS custom property `--color-x`; the global styles define both sets, the dark one
 * under `prefers-color-scheme: dark`. Every text/background pair passes WCAG AA in both (axe checks every route).
 * `brand`/`brandDark` are the deep navy of the hero, footer and dark sections in both schemes; `heading` is the
 * brand colour used as text, `brandFill` as a button's background (lighter in the dark scheme, to stand out).
 */
export const colorSchemes = {
  light: {
    brand: '#0b2a5b',
    brandDark: '#071d40',
    heading: '#0b2a5b',
    brandFill: '#0b2a5b',
    primary: '#1d4ed8',
    primaryFill: '#1d4ed8',
    primaryHover: '#1e40af',
    accent: '#0f766e',
    accentSoft: '#ccfbf1',
    accentOnDark: '#5eead4',
    amber: '#b45309',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    success: '#047857',
    warning: '#b45309',
    warningSoft: '#fef3c7',
    text: '#0f172a',
    textMuted: '#475569',
    textOnDark: '#f8fafc',
    textOnDarkMuted: '#cbd5e1',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    surfaceBrand: '#eff6ff',
    border: '#e2e8f0',
    borderStrong: '#94a3b8',
    focus: '#f59e0b',
    focusRing: '#0f172a',
    focusGap: '#ffffff',
  },
  dark: {
    brand: '#0b2a5b',
    brandDark: '#071d40',
    heading: '#dbeafe',
    brandFill: '#1e3a8a',
    primary: '#93c5fd',
    primaryFill: '#1d4ed8',
    primaryHover: '#2563eb',
    accent: '#5eead4',
    accentSoft: '#134e4a',
    accentOnDark: '#5eead4',
    amber: '#fbbf24',
    danger: '#fca5a5',
    dangerSoft: '#450a0a',
    success: '#6ee7b7',
    warning: '#fcd34d',
    warningSoft: '#451a03',
    text: '#e2e8f0',
    textMuted: '#a3b1c6',
    textOnDark: '#f8fafc',
    textOnDarkMuted: '#cbd5e1',
    surface: '#0b1220',
    surfaceMuted: '#152033',
    surfaceBrand: '#14223f',
    border: '#293548',
    borderStrong: '#64748b',
    focus: '#fbbf24',
    focusRing: '#f8fafc',
    focusGap: '#0b1220',
  },
} as const

/** Named colours a marketer may pick for a card (schemas: card.color), per scheme. Each pair passes AA contrast. */
export const paletteSchemes = {
  light: {
    blue: { fg: '#1d4ed8', bg: '#dbeafe' },
    indigo: { fg: '#4338ca', bg: '#e0e7ff' },
    violet: { fg: '#6d28d9', bg: '#ede9fe' },
    purple: { fg: '#7e22ce', bg: '#f3e8ff' },
    teal: { fg: '#0f766e', bg: '#ccfbf1' },
    green: { fg: '#15803d', bg: '#dcfce7' },
    emerald: { fg: '#047857', bg: '#d1fae5' },
    orange: { fg: '#c2410c', bg: '#ffedd5' },
    amber: { fg: '#b45309', bg: '#fef3c7' },
    red: { fg: '#b91c1c', bg: '#fee2e2' },
    rose: { fg: '#be123c', bg: '#ffe4e6' },
    cyan: { fg: '#0e7490', bg: '#cffafe' },
    sky: { fg: '#0369a1', bg: '#e0f2fe' },
    slate: { fg: '#334155', bg: '#e2e8f0' },
  },
  dark: {
    blue: { fg: '#93c5fd', bg: '#172554' },
    indigo: { fg: '#a5b4fc', bg: '#1e1b4b' },
    violet: { fg: '#c4b5fd', bg: '#2e1065' },
    purple: { fg: '#d8b4fe', bg: '#3b0764' },
    teal: { fg: '#5eead4', bg: '#042f2e' },
    green: { fg: '#86efac', bg: '#052e16' },
    emerald: { fg: '#6ee7b7', bg: '#022c22' },
    orange: { fg: '#fdba74', bg: '#431407' },
    amber: { fg: '#fcd34d', bg: '#451a03' },
    red: { fg: '#fca5a5', bg: '#450a0a' },
    rose: { fg: '#fda4af', bg: '#4c0519' },
    cyan: { fg: '#67e8f9', bg: '#083344' },
    sky: { fg: '#7dd3fc', bg: '#082f49' },
    slate: { fg: '#cbd5e1', bg: '#1e293b' },
  },
} as const

/**
 * For a dark (navy) area in either scheme: the focus ring turns light with a navy gap, so it shows on the area and on
 * any button in it (an amber button included).
 */
export const onDarkFocus = `--color-focus-ring: ${colorSchemes.light.textOnDark}; --color-focus-gap: ${colorSchemes.light.brandDark};`

type ColorName = keyof (typeof colorSchemes)['light']
type PaletteKey = keyof (typeof paletteSchemes)['light']

const cssVar = (name: string) => `var(--${name})`
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

const colors = Object.fromEntries(
  Object.keys(colorSchemes.light).map((name) => [name, cssVar(`color-${kebab(name)}`)]),
) as Record<ColorName, string>
const palette = Object.fromEntries(
  Object.keys(paletteSchemes.light).map((name) => [
    name,
    { fg: cssVar(`palette-${name}-fg`), bg: cssVar(`palette-${name}-bg`) },
  ]),
) as Record<PaletteKey, { fg: string; bg: string }>

/** The custom properties of one scheme, as CSS declarations. */
export function schemeProperties(scheme: 'light' | 'dark'): string {
  const own = Object.entries(colorSchemes[scheme]).map(([name, value]) => `--color-${kebab(name)}: ${value};`)
  const named = Object.entries(paletteSchemes[scheme]).flatMap(([name, pair]) => [
    `--palette-${name}-fg: ${pair.fg};`,
    `--palette-${name}-bg: ${pair.bg};`,
  ])
  return [...own, ...named].join(' ')
}

// The design tokens of the site. Components read them through styled-components' theme, never hard-code them.
export const theme = {
  colors,
  palette,
  /**
   * Inter (self-hosted, see global-css.ts), then a fallback face with Inter's metrics over the local sans-serif, so
   * the text does not move when Inter arrives.
   */
  fonts: {
    body: "'Inter Variable', 'Inter Fallback', 'Inter Fallback DejaVu', system-ui, sans-serif",
    heading: "'Inter Variable', 'Inter Fallback', 'Inter Fallback DejaVu', system-ui, sans-serif",
  },
  /**
   * Type scale (rem). The display sizes shrink fluidly with the viewport (clamp) so a phone keeps the hierarchy
   * (h1 > h2 > h3 > body) without a 48 px heading filling the screen.
   */
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: 'clamp(1.125rem, 1.05rem + 0.3vw, 1.25rem)',
    '2xl': 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
    '3xl': 'clamp(1.5rem, 1.25rem + 1vw, 1.875rem)',
    '4xl': 'clamp(1.75rem, 1.35rem + 1.8vw, 2.25rem)',
    '5xl': 'clamp(2rem, 1.4rem + 2.8vw, 3rem)',
  },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
    20: '5rem',
    24: '6rem',
  },
  radii: { sm: '0.375rem', md: '0.5rem', lg: '0.75rem', xl: '1rem', full: '9999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.12)',
  },
  /**
   * Min-width breakpoints. The header's links and Services menu appear from `nav`: below it, the company name,
   * seven menu entries and the call to action do not fit on one row (the e2e tests check 1024 and 1280 px).
   */
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', nav: '1200px', xl: '1280px' },
  layout: { maxWidth: '1200px', headerHeight: '4.5rem', mobilePanelWidth: '20rem' },
} as const

export type Theme = typeof theme
export type PaletteName = keyof Theme['palette']

export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  xl: `@media (min-width: ${theme.breakpoints.xl})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const

export function paletteColor(name: string | null | undefined) {
  return theme.palette[(name ?? 'blue') as PaletteName] ?? theme.palette.blue
}
