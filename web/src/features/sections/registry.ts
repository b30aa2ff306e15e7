import { preloadable, type Preloadable } from '../../lib/preloadable.tsx'
import type { PageSection } from './types.ts'

type SectionType = PageSection['_type']
type SectionProps = { section: PageSection; index?: number }

const load = (name: string, factory: () => Promise<{ default: unknown }>) =>
  preloadable<SectionProps>(
    `src/features/sections/${name}.tsx`,
    factory as () => Promise<{ default: React.ComponentType<SectionProps> }>,
  )

/**
 * One code-split component per section type of the page builder (schemas/sections/): a page loads only the
 * sections it shows.
 */
export const sectionRegistry: Record<SectionType, Preloadable<SectionProps>> = {
  heroSection: load('HeroSection', () => import('./HeroSection.tsx')),
  statGridSection: load('StatGridSection', () => import('./StatGridSection.tsx')),
  cardGridSection: load('CardGridSection', () => import('./CardGridSection.tsx')),
  serviceGridSection: load('ServiceGridSection', () => import('./ServiceGridSection.tsx')),
  bulletListSection: load('BulletListSection', () => import('./BulletListSection.tsx')),
  testimonialSection: load('TestimonialSection', () => import('./TestimonialSection.tsx')),
  faqSection: load('FaqSection', () => import('./FaqSection.tsx')),
  costComparisonSection: load('CostComparisonSection', () => import('./CostComparisonSection.tsx')),
  industryGridSection: load('IndustryGridSection', () => import('./IndustryGridSection.tsx')),
  caseStudyGridSection: load('CaseStudyGridSection', () => import('./CaseStudyGridSection.tsx')),
  blogGridSection: load('BlogGridSection', () => import('./BlogGridSection.tsx')),
  ctaSection: load('CtaSection', () => import('./CtaSection.tsx')),
  contactFormSection: load('ContactSection', () => import('./ContactSection.tsx')),
  savingsSummarySection: load('SavingsSummarySection', () => import('./SavingsSummarySection.tsx')),
  savingsCalculatorSection: load('SavingsCalculatorSection', () => import('./SavingsCalculatorSection.tsx')),
  capabilityGridSection: load('CapabilityGridSection', () => import('./CapabilityGridSection.tsx')),
  moduleGridSection: load('ModuleGridSection', () => import('./ModuleGridSection.tsx')),
  outcomeListSection: load('OutcomeListSection', () => import('./OutcomeListSection.tsx')),
  integrationTabsSection: load('IntegrationTabsSection', () => import('./IntegrationTabsSection.tsx')),
  serviceCardsSection: load('ServiceCardsSection', () => import('./ServiceCardsSection.tsx')),
  richTextSection: load('RichTextSection', () => import('./RichTextSection.tsx')),
}

/** Loads the chunks of the given section types (tests render pages without suspending). */
export async function preloadSections(types: string[]): Promise<void> {
  await Promise.all(types.map((type) => sectionRegistry[type as SectionType]?.preload()))
}
