import { imageFields, linkFields, richTextFields } from '../../queries/fragments.ts'

// A card's figure line is its own text, or a referenced stat's figure and short label.
const cardFields = /* groq */ `
  _key, icon, emoji, title, description, features, color, link{${linkFields}},
  "stats": coalesce(stat->{"line": value + " " + coalesce(shortLabel, label)}.line, stats)
`
const statFields = /* groq */ `_id, value, label, description`

/**
 * The GROQ projection of a page's `sections[]`: every section's own fields, with its references resolved, so each
 * section component renders exactly what this returns. One branch per section type (schemas/sections/).
 */
export const sectionsProjection = /* groq */ `
  _key, _type, anchorId, eyebrow, heading, intro, tone,
  _type == "heroSection" => {
    subheading, "badges": badges[]->{_id, value, "label": coalesce(shortLabel, label)}, showAssistantCard, links[]{${linkFields}}, stats[]->{${statFields}}, image{${imageFields}}
  },
  _type == "statGridSection" => { stats[]->{${statFields}}, links[]{${linkFields}} },
  _type == "cardGridSection" => { columns, numbered, cards[]{${cardFields}}, links[]{${linkFields}} },
  _type == "serviceGridSection" => {
    services[]->{_id, title, path, navLabel, summary, icon, color, highlights}, links[]{${linkFields}}
  },
  _type == "bulletListSection" => { items, links[]{${linkFields}}, image{${imageFields}} },
  _type == "testimonialSection" => {
    layout, links[]{${linkFields}},
    testimonials[]->{_id, name, role, company, industry, content, rating, results, projectType, image{${imageFields}}}
  },
  _type == "faqSection" => { items[]->{_id, question, answer} },
  _type == "costComparisonSection" => {
    localLabel, indiaLabel, savingsLabel,
    items[]->{_id, title, description, localCost, indiaCost, savings, icon}, links[]{${linkFields}}
  },
  _type == "industryGridSection" => { industries[]->{_id, name, icon} },
  _type == "caseStudyGridSection" => {
    linkLabel,
    caseStudies[]->{
      _id, title, "slug": slug.current, company, industry, challenge, solution, results, timeline, excerpt,
      image{${imageFields}}
    }
  },
  _type == "blogGridSection" => {
    readMoreLabel, readTimeLabel, postsPerPage, newerLabel, olderLabel, pageLabel, paginationLabel,
    links[]{${linkFields}}
  },
  _type == "ctaSection" => { text, links[]{${linkFields}} },
  _type == "contactFormSection" => {
    variant, serviceOptions[]{_key, value, label}, submitLabel, labels, showContactDetails
  },
  _type == "savingsSummarySection" => { items[]{_key, service, "savings": coalesce(comparison->savings, savings), amount}, links[]{${linkFields}} },
  _type == "savingsCalculatorSection" => { rows[]{_key, label, value}, result, note, links[]{${linkFields}} },
  _type == "capabilityGridSection" => { cards[]{${cardFields}} },
  _type == "moduleGridSection" => { cards[]{${cardFields}} },
  _type == "outcomeListSection" => { items },
  _type == "integrationTabsSection" => {
    popularLabel, advantagesHeading, advantages[]{${cardFields}},
    categories[]->{_id, title, subtitle, description, features, icon, color, popular}
  },
  _type == "serviceCardsSection" => { cards[]{${cardFields}} },
  _type == "richTextSection" => { body[]{${richTextFields}}, image{${imageFields}} }
`
