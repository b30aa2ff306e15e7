import type { ComponentType } from 'react'
import type { PageSection } from './types.ts'
import { HeroSection } from './HeroSection.tsx'
import { StatGridSection } from './StatGridSection.tsx'
import { CardGridSection } from './CardGridSection.tsx'
import { ServiceGridSection } from './ServiceGridSection.tsx'
import { BulletListSection } from './BulletListSection.tsx'
import { TestimonialSection } from './TestimonialSection.tsx'
import { FaqSection } from './FaqSection.tsx'
import { CostComparisonSection } from './CostComparisonSection.tsx'
import { IndustryGridSection } from './IndustryGridSection.tsx'
import { CaseStudyGridSection } from './CaseStudyGridSection.tsx'
import { BlogGridSection } from './BlogGridSection.tsx'
import { CtaSection } from './CtaSection.tsx'
import { ContactSection } from './ContactSection.tsx'
import { SavingsSummarySection } from './SavingsSummarySection.tsx'
import { SavingsCalculatorSection } from './SavingsCalculatorSection.tsx'
import { CapabilityGridSection } from './CapabilityGridSection.tsx'
import { ModuleGridSection } from './ModuleGridSection.tsx'
import { OutcomeListSection } from './OutcomeListSection.tsx'
import { IntegrationTabsSection } from './IntegrationTabsSection.tsx'
import { ServiceCardsSection } from './ServiceCardsSection.tsx'
import { RichTextSection } from './RichTextSection.tsx'

type SectionComponents = {
  [T in PageSection['_type']]: ComponentType<{ section: Extract<PageSection, { _type: T }>; index?: number }>
}

/** One component per section type of the page builder (schemas/sections/). */
const components: SectionComponents = {
  heroSection: HeroSection,
  statGridSection: StatGridSection,
  cardGridSection: CardGridSection,
  serviceGridSection: ServiceGridSection,
  bulletListSection: BulletListSection,
  testimonialSection: TestimonialSection,
  faqSection: FaqSection,
  costComparisonSection: CostComparisonSection,
  industryGridSection: IndustryGridSection,
  caseStudyGridSection: CaseStudyGridSection,
  blogGridSection: BlogGridSection,
  ctaSection: CtaSection,
  contactFormSection: ContactSection,
  savingsSummarySection: SavingsSummarySection,
  savingsCalculatorSection: SavingsCalculatorSection,
  capabilityGridSection: CapabilityGridSection,
  moduleGridSection: ModuleGridSection,
  outcomeListSection: OutcomeListSection,
  integrationTabsSection: IntegrationTabsSection,
  serviceCardsSection: ServiceCardsSection,
  richTextSection: RichTextSection,
}

/** Renders a page's sections in the order the marketer arranged them. */
export function SectionRenderer({ sections }: { sections: PageSection[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const Component = components[section._type] as ComponentType<{ section: PageSection; index: number }>
        return <Component key={section._key} section={section} index={index} />
      })}
    </>
  )
}
