// The design tokens of the site. Components read them through styled-components' theme, never hard-code them.
import { colorProperty, colorSchemes, paletteProperty, paletteSchemes } from '#shared/color-schemes.ts'

export { colorSchemes, paletteSchemes, schemeProperties } from '#shared/color-schemes.ts'

/**
 * For a dark (navy) area in either scheme: the focus ring turns light with a navy gap, so it shows on the area and on
 * any button in it (an amber button included).
 */
export const onDarkFocus = `--color-focus-ring: ${colorSchemes.light.textOnDark}; --color-focus-gap: ${colorSchemes.light.brandDark};`

type ColorName = keyof (typeof colorSchemes)['light']
type PaletteKey = keyof (typeof paletteSchemes)['light']

const colors = Object.fromEntries(
  Object.keys(colorSchemes.light).map((name) => [name, `var(${colorProperty(name)})`]),
) as Record<ColorName, string>
const palette = Object.fromEntries(
  Object.keys(paletteSchemes.light).map((name) => [
    name,
    { fg: `var(${paletteProperty(name, 'fg')})`, bg: `var(${paletteProperty(name, 'bg')})` },
  ]),
) as Record<PaletteKey, { fg: string; bg: string }>

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
