import { preloadable, type Preloadable } from '#web/hydration/preloadable.tsx'
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
  heroSection: load('heroSection/HeroSection', () => import('./heroSection/HeroSection.tsx')),
  statGridSection: load(
    'statGridSection/StatGridSection',
    () => import('./statGridSection/StatGridSection.tsx'),
  ),
  cardGridSection: load(
    'cardGridSection/CardGridSection',
    () => import('./cardGridSection/CardGridSection.tsx'),
  ),
  serviceGridSection: load(
    'serviceGridSection/ServiceGridSection',
    () => import('./serviceGridSection/ServiceGridSection.tsx'),
  ),
  bulletListSection: load(
    'bulletListSection/BulletListSection',
    () => import('./bulletListSection/BulletListSection.tsx'),
  ),
  testimonialSection: load(
    'testimonialSection/TestimonialSection',
    () => import('./testimonialSection/TestimonialSection.tsx'),
  ),
  faqSection: load('faqSection/FaqSection', () => import('./faqSection/FaqSection.tsx')),
  costComparisonSection: load(
    'costComparisonSection/CostComparisonSection',
    () => import('./costComparisonSection/CostComparisonSection.tsx'),
  ),
  industryGridSection: load(
    'industryGridSection/IndustryGridSection',
    () => import('./industryGridSection/IndustryGridSection.tsx'),
  ),
  caseStudyGridSection: load(
    'caseStudyGridSection/CaseStudyGridSection',
    () => import('./caseStudyGridSection/CaseStudyGridSection.tsx'),
  ),
  blogGridSection: load(
    'blogGridSection/BlogGridSection',
    () => import('./blogGridSection/BlogGridSection.tsx'),
  ),
  ctaSection: load('ctaSection/CtaSection', () => import('./ctaSection/CtaSection.tsx')),
  contactFormSection: load(
    'contactFormSection/ContactFormSection',
    () => import('./contactFormSection/ContactFormSection.tsx'),
  ),
  savingsSummarySection: load(
    'savingsSummarySection/SavingsSummarySection',
    () => import('./savingsSummarySection/SavingsSummarySection.tsx'),
  ),
  savingsCalculatorSection: load(
    'savingsCalculatorSection/SavingsCalculatorSection',
    () => import('./savingsCalculatorSection/SavingsCalculatorSection.tsx'),
  ),
  capabilityGridSection: load(
    'capabilityGridSection/CapabilityGridSection',
    () => import('./capabilityGridSection/CapabilityGridSection.tsx'),
  ),
  moduleGridSection: load(
    'moduleGridSection/ModuleGridSection',
    () => import('./moduleGridSection/ModuleGridSection.tsx'),
  ),
  outcomeListSection: load(
    'outcomeListSection/OutcomeListSection',
    () => import('./outcomeListSection/OutcomeListSection.tsx'),
  ),
  integrationTabsSection: load(
    'integrationTabsSection/IntegrationTabsSection',
    () => import('./integrationTabsSection/IntegrationTabsSection.tsx'),
  ),
  serviceCardsSection: load(
    'serviceCardsSection/ServiceCardsSection',
    () => import('./serviceCardsSection/ServiceCardsSection.tsx'),
  ),
  richTextSection: load(
    'richTextSection/RichTextSection',
    () => import('./richTextSection/RichTextSection.tsx'),
  ),
  logoStripSection: load(
    'logoStripSection/LogoStripSection',
    () => import('./logoStripSection/LogoStripSection.tsx'),
  ),
  badgeSection: load('badgeSection/BadgeSection', () => import('./badgeSection/BadgeSection.tsx')),
  teamGridSection: load(
    'teamGridSection/TeamGridSection',
    () => import('./teamGridSection/TeamGridSection.tsx'),
  ),
  bookingSection: load('bookingSection/BookingSection', () => import('./bookingSection/BookingSection.tsx')),
}

/** Loads the chunks of the given section types (tests render pages without suspending). */
export async function preloadSections(types: string[]): Promise<void> {
  await Promise.all(types.map((type) => sectionRegistry[type as SectionType]?.preload()))
}
