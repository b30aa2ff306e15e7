// The content model handed to Sanity (Studio, TypeGen, the dataset test). Imports nothing of the app.
import { seo } from './objects/seo.ts'
import { imageWithAlt } from './objects/imageWithAlt.ts'
import { link } from './objects/link.ts'
import { card } from './objects/card.ts'
import { page } from './documents/page.ts'
import { service } from './documents/service.ts'
import { caseStudy } from './documents/caseStudy.ts'
import { testimonial } from './documents/testimonial.ts'
import { blogPost } from './documents/blogPost.ts'
import { faqItem } from './documents/faqItem.ts'
import { stat } from './documents/stat.ts'
import { costComparison } from './documents/costComparison.ts'
import { industry } from './documents/industry.ts'
import { integrationCategory } from './documents/integrationCategory.ts'
import { redirect } from './documents/redirect.ts'
import { contactSubmission } from './documents/contactSubmission.ts'
import { siteSettings } from './singletons/siteSettings.ts'
import { navigation } from './singletons/navigation.ts'
import { sections } from './sections/index.ts'

export const schemaTypes = [
  siteSettings,
  navigation,
  page,
  service,
  caseStudy,
  testimonial,
  blogPost,
  faqItem,
  stat,
  costComparison,
  industry,
  integrationCategory,
  redirect,
  contactSubmission,
  seo,
  imageWithAlt,
  link,
  card,
  ...sections,
]

/** Documents that exist once, with a fixed id (the Studio pins them; nobody creates or deletes them). */
export const singletonIds = { siteSettings: 'siteSettings', navigation: 'navigation' } as const

/** The fixed pages (type `page`), by id. */
export const pageIds = {
  home: 'page-home',
  services: 'page-services',
  testimonials: 'page-testimonials',
  caseStudies: 'page-case-studies',
  indiaAdvantage: 'page-india-advantage',
  costAnalysis: 'page-cost-analysis',
  contact: 'page-contact',
  blog: 'page-blog',
} as const

export const sectionTypes = sections.map((section) => section.name)
