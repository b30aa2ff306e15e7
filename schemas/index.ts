// The content model handed to Sanity (Studio, TypeGen, the dataset test, the embedded content lake).
// It imports nothing of the app; the app may import from here.
import type { SchemaTypeDefinition } from '@sanity/types'
import { seo } from './objects/seo.ts'
import { imageWithAlt } from './objects/imageWithAlt.ts'
import { logoImage } from './objects/logoImage.ts'
import { link } from './objects/link.ts'
import { card } from './objects/card.ts'
import { blockContent } from './objects/blockContent.ts'
import { figureLines, figureText, statFigure } from './objects/figureText.ts'
import { service } from './documents/service.ts'
import { caseStudy } from './documents/caseStudy.ts'
import { testimonial } from './documents/testimonial.ts'
import { blogPost } from './documents/blogPost.ts'
import { person } from './documents/person.ts'
import { faqItem } from './documents/faqItem.ts'
import { stat } from './documents/stat.ts'
import { costComparison } from './documents/costComparison.ts'
import { industry } from './documents/industry.ts'
import { integrationCategory } from './documents/integrationCategory.ts'
import { credential } from './documents/credential.ts'
import { redirect } from './documents/redirect.ts'
import { contactSubmission } from './documents/contactSubmission.ts'
import { unansweredQuestion } from './documents/unansweredQuestion.ts'
import { siteSettings } from './singletons/siteSettings.ts'
import { navigation } from './singletons/navigation.ts'
import { contactFormDefaults } from './singletons/contactFormDefaults.ts'
import { page } from './documents/page.ts'
import { sections } from './sections/index.ts'

export const schemaTypes: SchemaTypeDefinition[] = [
  // singletons
  siteSettings,
  navigation,
  contactFormDefaults,
  page,
  // documents
  service,
  caseStudy,
  testimonial,
  blogPost,
  person,
  faqItem,
  stat,
  costComparison,
  industry,
  integrationCategory,
  credential,
  redirect,
  contactSubmission,
  unansweredQuestion,
  // objects
  seo,
  imageWithAlt,
  logoImage,
  link,
  card,
  blockContent,
  figureText,
  figureLines,
  statFigure,
  // page-builder sections
  ...sections,
]

/** The section types a page's `sections[]` is made of, in the order the Studio offers them. */
export const sectionTypes = sections.map((section) => section.name)

export {
  singletonIds,
  pageIds,
  fixedPages,
  fixedPageOf,
  singletonTypes,
  type FixedPage,
  type PageId,
} from './lib/ids.ts'
export {
  ICON_NAMES,
  COLOR_NAMES,
  BUTTON_VARIANTS,
  BLOG_CATEGORIES,
  SERVICE_CODES,
  SOCIAL_NETWORKS,
} from './lib/options.ts'
