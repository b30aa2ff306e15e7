// The site's colour schemes as plain values, light and dark. The web theme turns them into CSS custom properties
// (web/src/styles/theme.ts); pages a function renders without the app (the contact form's answer to a browser
// without scripts) declare the same properties, so every page has the same colours in both schemes.

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

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The custom property that holds a colour of the schemes (`textMuted` → `--color-text-muted`). */
export const colorProperty = (name: string) => `--color-${kebab(name)}`
/** The custom property of a palette colour's foreground or background (`--palette-blue-fg`). */
export const paletteProperty = (name: string, part: 'fg' | 'bg') => `--palette-${name}-${part}`

/** The custom properties of one scheme, as CSS declarations. */
export function schemeProperties(scheme: 'light' | 'dark'): string {
  const own = Object.entries(colorSchemes[scheme]).map(([name, value]) => `${colorProperty(name)}: ${value};`)
  const named = Object.entries(paletteSchemes[scheme]).flatMap(([name, pair]) => [
    `${paletteProperty(name, 'fg')}: ${pair.fg};`,
    `${paletteProperty(name, 'bg')}: ${pair.bg};`,
  ])
  return [...own, ...named].join(' ')
}
