// Documents that exist exactly once, with an id fixed in code: the Studio pins them in its structure (no create,
// duplicate or delete), the web fetches them by id, and the dataset test checks the seed uses these ids.

/** Singleton document types and their fixed `_id`. */
export const singletonIds = { siteSettings: 'siteSettings', navigation: 'navigation' } as const

/** The fixed pages (documents of type `page`), by id. */
export const pageIds = {
  home: 'page-home',
  services: 'page-services',
  testimonials: 'page-testimonials',
  caseStudies: 'page-case-studies',
  indiaAdvantage: 'page-india-advantage',
  costAnalysis: 'page-cost-analysis',
  contact: 'page-contact',
  blog: 'page-blog',
  thankYou: 'page-thank-you',
  privacyPolicy: 'page-privacy-policy',
  terms: 'page-terms',
} as const

export type PageId = (typeof pageIds)[keyof typeof pageIds]

/** The fixed pages in menu order, with the title and path each is created with. */
export const fixedPages: readonly { id: PageId; title: string; path: string }[] = [
  { id: pageIds.home, title: 'Home', path: '/' },
  { id: pageIds.services, title: 'All services', path: '/services' },
  { id: pageIds.testimonials, title: 'Testimonials', path: '/testimonials' },
  { id: pageIds.caseStudies, title: 'Case studies', path: '/case-studies' },
  { id: pageIds.indiaAdvantage, title: 'India advantage', path: '/india-advantage' },
  { id: pageIds.costAnalysis, title: 'Cost analysis', path: '/cost-analysis' },
  { id: pageIds.contact, title: 'Contact', path: '/contact' },
  { id: pageIds.blog, title: 'Blog', path: '/blog' },
  // Where a contact form sent without scripts lands (functions/send-contact-email/); noindex, not in the sitemap.
  { id: pageIds.thankYou, title: 'Thank you (after the contact form)', path: '/thank-you' },
  { id: pageIds.privacyPolicy, title: 'Privacy policy', path: '/privacy-policy' },
  { id: pageIds.terms, title: 'Terms of use', path: '/terms' },
]

/** Every document type whose documents all have fixed ids. */
export const singletonTypes = ['siteSettings', 'navigation', 'page'] as const
