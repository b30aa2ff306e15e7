// Documents that exist exactly once, with an id fixed in code: the Studio pins them in its structure (no create,
// duplicate or delete), the web fetches them by id, and the dataset test checks the seed uses these ids. Pages are
// documents marketers create too (landing pages); the fixed ones below are the pages the site cannot lose.

/** Singleton document types and their fixed `_id`. */
export const singletonIds = {
  siteSettings: 'siteSettings',
  navigation: 'navigation',
  contactFormDefaults: 'contactFormDefaults',
} as const

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

export interface FixedPage {
  id: PageId
  title: string
  path: string
  /** Why its address cannot change, when it cannot; pages without one move like any other (with a redirect). */
  pathReason?: string
}

/**
 * The fixed pages in menu order, with the title and path each is created with. None can be deleted; those with a
 * `pathReason` keep their address.
 */
export const fixedPages: readonly FixedPage[] = [
  {
    id: pageIds.home,
    title: 'Home',
    path: '/',
    pathReason: 'the home page is the address of the site itself',
  },
  { id: pageIds.services, title: 'All services', path: '/services' },
  { id: pageIds.testimonials, title: 'Testimonials', path: '/testimonials' },
  {
    id: pageIds.caseStudies,
    title: 'Case studies',
    path: '/case-studies',
    pathReason: 'every case study page lives under /case-studies/',
  },
  { id: pageIds.indiaAdvantage, title: 'India advantage', path: '/india-advantage' },
  { id: pageIds.costAnalysis, title: 'Cost analysis', path: '/cost-analysis' },
  {
    id: pageIds.contact,
    title: 'Contact',
    path: '/contact',
    pathReason: 'the contact forms and the assistant send visitors there',
  },
  { id: pageIds.blog, title: 'Blog', path: '/blog', pathReason: 'every article lives under /blog/' },
  // Where a contact form sent without scripts lands (functions/send-contact-email/); noindex, not in the sitemap.
  {
    id: pageIds.thankYou,
    title: 'Thank you (after the contact form)',
    path: '/thank-you',
    pathReason: 'a contact form sent without scripts lands there',
  },
  {
    id: pageIds.privacyPolicy,
    title: 'Privacy policy',
    path: '/privacy-policy',
    pathReason: 'visitors and search engines expect the legal pages at a stable address',
  },
  {
    id: pageIds.terms,
    title: 'Terms of use',
    path: '/terms',
    pathReason: 'visitors and search engines expect the legal pages at a stable address',
  },
]

/** The fixed page with this id (a draft's too), if it is one. */
export const fixedPageOf = (id: string | undefined): FixedPage | undefined =>
  fixedPages.find((page) => page.id === id?.replace(/^drafts\./, ''))

/** Every document type whose documents all have fixed ids. */
export const singletonTypes = ['siteSettings', 'navigation', 'contactFormDefaults'] as const
