import { FIGURE_LINE } from '../../../../schemas/lib/figure-text.ts'
import { heroSectionFields } from './heroSection/projection.ts'
import { statGridSectionFields } from './statGridSection/projection.ts'
import { cardGridSectionFields } from './cardGridSection/projection.ts'
import { serviceGridSectionFields } from './serviceGridSection/projection.ts'
import { bulletListSectionFields } from './bulletListSection/projection.ts'
import { testimonialSectionFields } from './testimonialSection/projection.ts'
import { faqSectionFields } from './faqSection/projection.ts'
import { costComparisonSectionFields } from './costComparisonSection/projection.ts'
import { industryGridSectionFields } from './industryGridSection/projection.ts'
import { caseStudyGridSectionFields } from './caseStudyGridSection/projection.ts'
import { blogGridSectionFields } from './blogGridSection/projection.ts'
import { ctaSectionFields } from './ctaSection/projection.ts'
import { contactFormSectionFields } from './contactFormSection/projection.ts'
import { savingsSummarySectionFields } from './savingsSummarySection/projection.ts'
import { savingsCalculatorSectionFields } from './savingsCalculatorSection/projection.ts'
import { capabilityGridSectionFields } from './capabilityGridSection/projection.ts'
import { moduleGridSectionFields } from './moduleGridSection/projection.ts'
import { outcomeListSectionFields } from './outcomeListSection/projection.ts'
import { integrationTabsSectionFields } from './integrationTabsSection/projection.ts'
import { serviceCardsSectionFields } from './serviceCardsSection/projection.ts'
import { richTextSectionFields } from './richTextSection/projection.ts'
import { logoStripSectionFields } from './logoStripSection/projection.ts'
import { badgeSectionFields } from './badgeSection/projection.ts'
import { teamGridSectionFields } from './teamGridSection/projection.ts'
import { bookingSectionFields } from './bookingSection/projection.ts'

/**
 * The GROQ projection of a page's `sections[]`: the fields every section has (heading and intro as plain strings
 * with their figures' current values, schemas/lib/figure-text.ts), then one branch per section type
 * (schemas/sections/), each the fragment its slice folder defines, so each section component renders exactly what its
 * own `projection.ts` asks for. The set of branches is tested against the schema's section types and the registry.
 */
export const sectionsProjection = /* groq */ `
  _key, _type, anchorId, eyebrow, tone,
  "heading": array::join(heading[]${FIGURE_LINE}, " "),
  "intro": array::join(intro[]${FIGURE_LINE}, " "),
  _type == "heroSection" => { ${heroSectionFields} },
  _type == "statGridSection" => { ${statGridSectionFields} },
  _type == "cardGridSection" => { ${cardGridSectionFields} },
  _type == "serviceGridSection" => { ${serviceGridSectionFields} },
  _type == "bulletListSection" => { ${bulletListSectionFields} },
  _type == "testimonialSection" => { ${testimonialSectionFields} },
  _type == "faqSection" => { ${faqSectionFields} },
  _type == "costComparisonSection" => { ${costComparisonSectionFields} },
  _type == "industryGridSection" => { ${industryGridSectionFields} },
  _type == "caseStudyGridSection" => { ${caseStudyGridSectionFields} },
  _type == "blogGridSection" => { ${blogGridSectionFields} },
  _type == "ctaSection" => { ${ctaSectionFields} },
  _type == "contactFormSection" => { ${contactFormSectionFields} },
  _type == "savingsSummarySection" => { ${savingsSummarySectionFields} },
  _type == "savingsCalculatorSection" => { ${savingsCalculatorSectionFields} },
  _type == "capabilityGridSection" => { ${capabilityGridSectionFields} },
  _type == "moduleGridSection" => { ${moduleGridSectionFields} },
  _type == "outcomeListSection" => { ${outcomeListSectionFields} },
  _type == "integrationTabsSection" => { ${integrationTabsSectionFields} },
  _type == "serviceCardsSection" => { ${serviceCardsSectionFields} },
  _type == "richTextSection" => { ${richTextSectionFields} },
  _type == "logoStripSection" => { ${logoStripSectionFields} },
  _type == "badgeSection" => { ${badgeSectionFields} },
  _type == "teamGridSection" => { ${teamGridSectionFields} },
  _type == "bookingSection" => { ${bookingSectionFields} }
`
