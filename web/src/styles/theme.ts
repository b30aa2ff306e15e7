// The design tokens of the site. Components read them through styled-components' theme, never hard-code them.
export const theme = {
  colors: {
    brand: '#0b2a5b',
    brandDark: '#071d40',
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    accent: '#0f766e',
    accentSoft: '#ccfbf1',
    amber: '#b45309',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    success: '#047857',
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
  },
  /** Named colours a marketer may pick for a card (schemas: card.color). Each pair passes AA contrast. */
  palette: {
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
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  /** Type scale (rem). */
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
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
  /** Min-width breakpoints; the desktop menu appears from `lg`. */
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
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
