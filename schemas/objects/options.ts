// Choice lists shared by several types; the web app maps each value to an icon, colour or style.

export const ICON_NAMES = [
  'award',
  'bank',
  'banknote',
  'book',
  'bot',
  'briefcase',
  'bug',
  'building',
  'chart',
  'check',
  'clock',
  'cloud',
  'code',
  'cog',
  'database',
  'dollar',
  'factory',
  'globe',
  'graduation-cap',
  'handshake',
  'heart',
  'layers',
  'lightbulb',
  'lock',
  'mail',
  'map-pin',
  'phone',
  'refresh',
  'rocket',
  'search',
  'server',
  'settings',
  'shield',
  'shopping-cart',
  'smartphone',
  'sparkles',
  'star',
  'target',
  'trending-up',
  'truck',
  'users',
  'zap',
] as const

export const COLOR_NAMES = [
  'blue',
  'indigo',
  'violet',
  'purple',
  'teal',
  'green',
  'emerald',
  'orange',
  'amber',
  'red',
  'rose',
  'cyan',
  'sky',
  'slate',
] as const

export const BUTTON_VARIANTS = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
  'corporate',
  'hero',
] as const

export const TONES = [
  { title: 'Light', value: 'light' },
  { title: 'Muted grey', value: 'muted' },
  { title: 'Dark', value: 'dark' },
  { title: 'Brand gradient', value: 'brand' },
]

export const BLOG_CATEGORIES = [
  'SAP Implementation',
  'Microsoft Dynamics',
  'Staff Augmentation',
  'Software Testing',
  'SAP BTP',
  'Outsourcing',
] as const

export const SERVICE_CODES = ['sap', 'dynamics', 'staff', 'testing', 'consultation'] as const

export const list = (values: readonly string[]) => values.map((value) => ({ title: value, value }))
