// The icon names a marketer can pick in the CMS (schemas/lib/options.ts lists the same names), and the Lucide
// icon each one draws. build/generate-icon-sprite.ts turns them into one cached SVG sprite (icons.svg).
export const ICON_FILES = {
  award: 'award',
  bank: 'landmark',
  banknote: 'banknote',
  book: 'book-open',
  bot: 'bot',
  briefcase: 'briefcase',
  bug: 'bug',
  building: 'building-complex',
  chart: 'chart-column',
  check: 'check',
  clock: 'clock',
  cloud: 'cloud',
  code: 'code',
  cog: 'cog',
  database: 'database',
  dollar: 'dollar-sign',
  factory: 'factory',
  globe: 'globe',
  'graduation-cap': 'graduation-cap',
  handshake: 'handshake',
  heart: 'heart',
  layers: 'layers',
  lightbulb: 'lightbulb',
  lock: 'lock',
  mail: 'mail',
  'map-pin': 'map-pin',
  phone: 'phone',
  refresh: 'refresh-cw',
  rocket: 'rocket',
  search: 'search',
  server: 'server',
  settings: 'settings',
  shield: 'shield',
  'shopping-cart': 'shopping-cart',
  smartphone: 'smartphone',
  sparkles: 'sparkles',
  star: 'star',
  target: 'target',
  'trending-up': 'trending-up',
  truck: 'truck',
  users: 'users',
  zap: 'zap',
} as const

export type IconName = keyof typeof ICON_FILES

/**
 * Icons the layout itself draws (menus, form details, metadata), in the same sprite so no page ships icon JavaScript.
 * Not offered in the CMS.
 */
export const UI_ICON_FILES = {
  'arrow-left': 'arrow-left',
  'arrow-right': 'arrow-right',
  calendar: 'calendar',
  'calendar-check': 'calendar-check',
  'chevron-down': 'chevron-down',
  'circle-alert': 'circle-exclamation-point',
  'circle-check': 'circle-check',
  menu: 'menu',
  'message-square': 'message-square',
  plus: 'plus',
  quote: 'quote',
  send: 'send',
  siren: 'siren',
  user: 'user',
  x: 'x',
} as const

export type UiIconName = keyof typeof UI_ICON_FILES

export const SPRITE_FILES: Record<string, string> = { ...ICON_FILES, ...UI_ICON_FILES }

export const FALLBACK_ICON: IconName = 'sparkles'
