import { preloadable, type Preloadable } from '../../lib/preloadable.tsx'
import type { PageSection } from './types.ts'

type SectionType = PageSection['_type']
type SectionProps = { section: PageSection; index?: number }

const load = (factory: () => Promise<{ default: unknown }>) =>
  preloadable<SectionProps>(factory as () => Promise<{ default: React.ComponentType<SectionProps> }>)

/**
 * One code-split component per section type of the page builder (schemas/sections/): a page loads only the
 * sections it shows. `module` is the Vite manifest key the build preloads.
 */
export const sectionRegistry: Record<SectionType, { component: Preloadable<SectionProps>; module: string }> = {
  heroSection: { component: load(() => import('./HeroSection.tsx')), module: 'src/features/sections/HeroSection.tsx' },
  statGridSection: { component: load(() => import('./StatGridSection.tsx')), module: 'src/features/sections/StatGridSection.tsx' },
  cardGridSection: { component: load(() => import('./CardGridSection.tsx')), module: 'src/features/sections/CardGridSection.tsx' },
  serviceGridSection: { component: load(() => import('./ServiceGridSection.tsx')), module: 'src/features/sections/ServiceGridSection.tsx' },
  bulletListSection: { component: load(() => import('./BulletListSection.tsx')), module: 'src/features/sections/BulletListSection.tsx' },
  testimonialSection: { component: load(() => import('./TestimonialSection.tsx')), module: 'src/features/sections/TestimonialSection.tsx' },
  faqSection: { component: load(() => import('./FaqSection.tsx')), module: 'src/features/sections/FaqSection.tsx' },
  costComparisonSection: { component: load(() => import('./CostComparisonSection.tsx')), module: 'src/features/sections/CostComparisonSection.tsx' },
  industryGridSection: { component: load(() => import('./IndustryGridSection.tsx')), module: 'src/features/sections/IndustryGridSection.tsx' },
  caseStudyGridSection: { component: load(() => import('./CaseStudyGridSection.tsx')), module: 'src/features/sections/CaseStudyGridSection.tsx' },
  blogGridSection: { component: load(() => import('./BlogGridSection.tsx')), module: 'src/features/sections/BlogGridSection.tsx' },
  ctaSection: { component: load(() => import('./CtaSection.tsx')), module: 'src/features/sections/CtaSection.tsx' },
  contactFormSection: { component: load(() => import('./ContactSection.tsx')), module: 'src/features/sections/ContactSection.tsx' },
  savingsSummarySection: { component: load(() => import('./SavingsSummarySection.tsx')), module: 'src/features/sections/SavingsSummarySection.tsx' },
  savingsCalculatorSection: { component: load(() => import('./SavingsCalculatorSection.tsx')), module: 'src/features/sections/SavingsCalculatorSection.tsx' },
  capabilityGridSection: { component: load(() => import('./CapabilityGridSection.tsx')), module: 'src/features/sections/CapabilityGridSection.tsx' },
  moduleGridSection: { component: load(() => import('./ModuleGridSection.tsx')), module: 'src/features/sections/ModuleGridSection.tsx' },
  outcomeListSection: { component: load(() => import('./OutcomeListSection.tsx')), module: 'src/features/sections/OutcomeListSection.tsx' },
  integrationTabsSection: { component: load(() => import('./IntegrationTabsSection.tsx')), module: 'src/features/sections/IntegrationTabsSection.tsx' },
  serviceCardsSection: { component: load(() => import('./ServiceCardsSection.tsx')), module: 'src/features/sections/ServiceCardsSection.tsx' },
  richTextSection: { component: load(() => import('./RichTextSection.tsx')), module: 'src/features/sections/RichTextSection.tsx' },
}

/** Loads the chunks of the given section types (before hydration). */
export async function preloadSections(types: string[]): Promise<void> {
  await Promise.all(types.map((type) => sectionRegistry[type as SectionType]?.component.preload()))
}
