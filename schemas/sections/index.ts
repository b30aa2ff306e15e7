// Every section type of the page builder, in the order the Studio offers them, and the `sections` field that
// pages and service pages are made of.
import { defineArrayMember, defineField } from '@sanity/types'
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
import { logoStripSection } from './logoStripSection.ts'
import { badgeSection } from './badgeSection.ts'
import { teamGridSection } from './teamGridSection.ts'

import { bookingSection } from './bookingSection.ts'
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
  logoStripSection,
  badgeSection,
  teamGridSection,
  bookingSection,
]

/** Groups of the "Add section" menu, so a marketer finds a section by what it is for. */
const insertMenuGroups = [
  {
    name: 'intro',
    title: 'Openings and calls to action',
    of: ['heroSection', 'ctaSection', 'richTextSection'],
  },
  {
    name: 'lists',
    title: 'Cards and lists',
    of: ['cardGridSection', 'bulletListSection', 'statGridSection', 'industryGridSection', 'bookingSection'],
  },
  {
    name: 'content',
    title: 'Shared content',
    of: [
      'serviceGridSection',
      'testimonialSection',
      'faqSection',
      'caseStudyGridSection',
      'blogGridSection',
      'contactFormSection',
      'logoStripSection',
      'badgeSection',
      'teamGridSection',
    ],
  },
  {
    name: 'costs',
    title: 'Costs and savings',
    of: ['costComparisonSection', 'savingsSummarySection', 'savingsCalculatorSection'],
  },
  {
    name: 'd365',
    title: 'Dynamics 365 page',
    of: [
      'capabilityGridSection',
      'moduleGridSection',
      'outcomeListSection',
      'integrationTabsSection',
      'serviceCardsSection',
    ],
  },
]

/**
 * The picture of a section type in the "Add section" menu: a real section of the seed as the site renders it,
 * made by build/generate-section-previews.ts into studio/static/ (which the Studio serves at /static).
 */
export const sectionPreviewImageUrl = (type: string) => `/static/section-previews/${type}.webp`

/** The page, top to bottom: the `sections` field of pages and service pages. */
export const sectionsField = ({ group }: { group?: string } = {}) =>
  defineField({
    name: 'sections',
    title: 'Sections',
    type: 'array',
    group,
    description: 'The page from top to bottom. Add, remove or drag sections to change it.',
    of: sections.map((section) => defineArrayMember({ type: section.name })),
    options: {
      insertMenu: {
        groups: insertMenuGroups,
        // Pictures first (what the section looks like), a list with icons a click away.
        views: [{ name: 'grid', previewImageUrl: sectionPreviewImageUrl }, { name: 'list' }],
      },
    },
    validation: (rule) => rule.required().min(1),
  })
