// Choice lists shared by several types. The web maps each value to an icon, colour or style, so a value the
// web does not know cannot be picked in the Studio (and the dataset test rejects it in the seed).

/** Icon names of the web's icon set (web/src/components/Icon.tsx maps each to a drawing). */
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

/** Theme colour names; cards and integration categories use them for accents and gradients. */
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

export const LINK_KINDS = [
  { title: 'Page on this site (choose it, or type its address)', value: 'internal' },
  { title: 'Section of a page (#anchor)', value: 'anchor' },
  { title: 'Other website (opens in a new tab)', value: 'external' },
  { title: 'Booking page from Site Settings (opens in a new tab)', value: 'booking' },
  { title: 'Phone call', value: 'tel' },
  { title: 'E-mail', value: 'mailto' },
  { title: 'No link: plain text (footer columns only)', value: 'none' },
] as const

export const TONES = [
  { title: 'Light', value: 'light' },
  { title: 'Muted grey', value: 'muted' },
  { title: 'Dark', value: 'dark' },
  { title: 'Brand colour', value: 'brand' },
] as const

export const BLOG_CATEGORIES = [
  'SAP Implementation',
  'Microsoft Dynamics',
  'Staff Augmentation',
  'Software Testing',
  'SAP BTP',
  'Outsourcing',
] as const

/** The service codes the contact forms send (docs/product.md, Rules: services). */
export const SERVICE_CODES = [
  { title: 'SAP Implementation (sap)', value: 'sap' },
  { title: 'Microsoft Dynamics (dynamics)', value: 'dynamics' },
  { title: 'Staff Augmentation / IT Staffing (staff)', value: 'staff' },
  { title: 'Software Development and Testing (testing)', value: 'testing' },
  { title: 'General Consultation (consultation)', value: 'consultation' },
] as const

export const SOCIAL_NETWORKS = [
  { title: 'LinkedIn', value: 'linkedin' },
  { title: 'X (Twitter)', value: 'x' },
  { title: 'Facebook', value: 'facebook' },
  { title: 'YouTube', value: 'youtube' },
  { title: 'Instagram', value: 'instagram' },
] as const

/** Turns plain values into the `{title, value}` list Sanity shows in a dropdown. */
export const list = (values: readonly string[]) => values.map((value) => ({ title: value, value }))
