// The contact form's limits and patterns (docs/product.md, Rules, Figures that are constants, docs/architecture.md), free of any library so the home form can use
// them without loading the validation schemas.
export const LIMITS = { name: 50, company: 100, message: 2000, phone: 30, email: 254 } as const
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Optional leading plus, then at least 10 digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/
export const SERVICE_CODES = ['sap', 'dynamics', 'staff', 'testing', 'consultation'] as const
/**
 * Which form sent a lead: the home page form, the contact page form (each says so in a hidden `source` field), the
 * assistant's hand-off form in the chat dialog (`chat`, with the conversation), or `api` for a caller of the JSON API
 * that names no form.
 */
export const LEAD_SOURCES = ['home', 'contact', 'api', 'chat'] as const
export type LeadSource = (typeof LEAD_SOURCES)[number]
