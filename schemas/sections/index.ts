// Every section type of the page builder, in the order the Studio offers them.
import { heroSection } from './heroSection.ts'
import { statGridSection } from './statGridSection.ts'
import { cardGridSection } from './cardGridSection.ts'
import { serviceGridSection } from './serviceGridSection.ts'
import { bulletListSection } from './bulletListSection.ts'
import { testimonialSection } from './testimonialSection.ts'
import { faqSection } from './faqSection.ts'
import { costComparisonSection } from './costComparisonSection.ts'
import { industryGridSection } from './industryGridSection.ts'
import { caseStudyGridSection } from './caseStudyGridSection.ts'
import { blogGridSection } from './blogGridSection.ts'
import { ctaSection } from './ctaSection.ts'
import { contactFormSection } from './contactFormSection.ts'
import { savingsSummarySection } from './savingsSummarySection.ts'
import { savingsCalculatorSection } from './savingsCalculatorSection.ts'
import { capabilityGridSection } from './capabilityGridSection.ts'
import { moduleGridSection } from './moduleGridSection.ts'
import { outcomeListSection } from './outcomeListSection.ts'
import { integrationTabsSection } from './integrationTabsSection.ts'
import { serviceCardsSection } from './serviceCardsSection.ts'
import { richTextSection } from './richTextSection.ts'

export const sections = [
  heroSection,
  statGridSection,
  cardGridSection,
  serviceGridSection,
  bulletListSection,
  testimonialSection,
  faqSection,
  costComparisonSection,
  industryGridSection,
  caseStudyGridSection,
  blogGridSection,
  ctaSection,
  contactFormSection,
  savingsSummarySection,
  savingsCalculatorSection,
  capabilityGridSection,
  moduleGridSection,
  outcomeListSection,
  integrationTabsSection,
  serviceCardsSection,
  richTextSection,
]

/** The `sections[]` field's members, for page and service documents. */
export const sectionMembers = sections.map((section) => ({ type: section.name }))
