// Every GROQ query the functions send, in one place and each a `defineQuery`, so `npm run typegen` gives each its
// result type in shared/sanity.types.ts (`<Name>QueryResult`), which the functions import (docs/architecture.md,
// "Queries and their types"). Fragments, if any, are imported by relative path: TypeGen resolves only those.
import { defineQuery } from 'groq'
import { contactFormTextsFields } from '../../schemas/lib/contact-form-texts.ts'
import { FIGURE_LINE } from '../../schemas/lib/figure-text.ts'
import { contactFormDefaultsDoc, inLanguage } from '../../schemas/lib/language-groq.ts'

// The assistant's knowledge (functions/chat/knowledge.ts): the document types the assistant reads (pages kept out
// of search engines, such as the thank-you page, and the legal pages, whose words about phone numbers and e-mail
// would outrank the contact details, are not knowledge; nor is Site Settings' booking page, a calendar whose words
// would answer "can I book a call?" in place of the booking link); edits to any other type (a new lead, say) leave its index
// alone. `revision` (the revisions of those documents) changes on every publish, creation or deletion of one of them.
// A stat's `pages` are those that show it as a figure (a tile, a badge, a card's figure line), not the sentences
// citing it: those are read with their pages' words.
// `faqs` are the shared FAQ questions, then the questions written in a page's own FAQ section (`faqEntry`), each
// with the page it is on.
// All in $language (docs/languages.md, "The assistant"): that language's documents only, so a German answer never
// quotes an English page; a type with no German documents yet adds nothing to the German knowledge. The Site
// Settings are the English document with the translation's fields laid over it, as the site shows them: the contact
// details are one for the whole site, and an assistant text the German copy leaves empty is the English one.
// The legal pages and the booking page are left out in every language: a translation's id is `de-<English id>`.
export const chatKnowledgeQuery = defineQuery(`{
  "settings": *[_id == "siteSettings"][0]{...,...*[_type == "siteSettings" && language == $language && _id != "siteSettings"][0]}{companyName, description, phone, phoneHref, email, phoneHours, replyPromise, bookingUrl, bookingLabel, officeAddress, "socialLinks": socialLinks[].url, "greeting": assistant.greeting, "notCovered": assistant.notCovered, "outOfScope": assistant.outOfScope, "competitors": assistant.competitors, "otherLanguage": assistant.otherLanguage, "bookingPrompt": assistant.bookingPrompt},
  "services": *[_type == "service" && ${inLanguage}] | order(order asc){title, navLabel, path, "summary": array::join(summary[]${FIGURE_LINE}, " "), "highlights": highlights[]${FIGURE_LINE}, "keywords": seo.keywords, "sections": sections[]{_type, "heading": array::join(heading[]${FIGURE_LINE}, " "), "subheading": array::join(subheading[]${FIGURE_LINE}, " "), "intro": array::join(intro[]${FIGURE_LINE}, " "), text, note, "items": select(_type == "savingsSummarySection" => items[]{service, "savings": coalesce(comparison->savings, savings), amount}, _type in ["bulletListSection", "outcomeListSection"] => items[]${FIGURE_LINE}, items), "body": array::join(body[_type == "block"]${FIGURE_LINE}, "\\n\\n"), "cards": cards[]{"title": array::join(title[]${FIGURE_LINE}, " "), "description": array::join(description[]${FIGURE_LINE}, " "), features, "stats": coalesce(stat->{"line": value + " " + coalesce(shortLabel, label)}.line, stats)}, "stats": stats[]->{value, label}, "categories": categories[]->{title, subtitle, description, features}, "advantages": advantages[]{"title": array::join(title[]${FIGURE_LINE}, " "), "description": array::join(description[]${FIGURE_LINE}, " ")}, "industries": industries[]->name}},
  "pages": *[_type == "page" && ${inLanguage} && seo.noIndex != true && !(_id in ["page-privacy-policy", "page-terms", "de-page-privacy-policy", "de-page-terms"]) && !(_id in [*[_id == "siteSettings"][0].bookingPage._ref, "de-" + *[_id == "siteSettings"][0].bookingPage._ref])]{title, path, "keywords": seo.keywords, "sections": sections[]{_type, "heading": array::join(heading[]${FIGURE_LINE}, " "), "subheading": array::join(subheading[]${FIGURE_LINE}, " "), "intro": array::join(intro[]${FIGURE_LINE}, " "), text, note, "items": select(_type == "savingsSummarySection" => items[]{service, "savings": coalesce(comparison->savings, savings), amount}, _type in ["bulletListSection", "outcomeListSection"] => items[]${FIGURE_LINE}, items), "body": array::join(body[_type == "block"]${FIGURE_LINE}, "\\n\\n"), "cards": cards[]{"title": array::join(title[]${FIGURE_LINE}, " "), "description": array::join(description[]${FIGURE_LINE}, " "), features, "stats": coalesce(stat->{"line": value + " " + coalesce(shortLabel, label)}.line, stats)}, "stats": stats[]->{value, label}, "industries": industries[]->name, "rows": rows[]{label, value}, "result": result{label, value}, "caseStudies": select(_type == "caseStudyGridSection" && count(coalesce(caseStudies, [])) == 0 => *[_type == "caseStudy" && ${inLanguage} && defined(slug.current)] | order(order asc, _id asc){title, company, "slug": slug.current, language, "hasDetail": defined(detail)}, caseStudies[]->{title, company, "slug": slug.current, language, "hasDetail": defined(detail)}), "testimonials": testimonials[]->{name, role, company}}},
  "faqs": [
    ...*[_type == "faqItem" && ${inLanguage}] | order(order asc){question, "answer": array::join(answer[]${FIGURE_LINE}, "\\n\\n"), "pages": *[_type == "page" && ${inLanguage} && references(^._id)]{path, "anchor": sections[_type == "faqSection"][0].anchorId, "heading": array::join(sections[_type == "faqSection"][0].heading[]${FIGURE_LINE}, " ")}},
    ...*[_type in ["page", "service"] && ${inLanguage} && seo.noIndex != true && !(_id in ["page-privacy-policy", "page-terms", "de-page-privacy-policy", "de-page-terms"]) && count(sections[_type == "faqSection"].items[_type == "faqEntry"]) > 0] | order(path asc){"questions": sections[_type == "faqSection"]{"questions": items[_type == "faqEntry"]{question, "answer": array::join(answer[]${FIGURE_LINE}, "\\n\\n"), "pages": [{"path": ^.^.path, "anchor": ^.anchorId, "heading": array::join(^.heading[]${FIGURE_LINE}, " ")}]}}.questions[]}.questions[]
  ],
  "costs": *[_type == "costComparison" && ${inLanguage}]{title, description, localCost, indiaCost, savings, "pages": *[_type == "page" && ${inLanguage} && ^._id in sections[_type == "costComparisonSection"].items[]._ref].path},
  "caseStudies": *[_type == "caseStudy" && ${inLanguage}] | order(order asc){title, "slug": slug.current, language, company, industry, challenge, solution, results, timeline, excerpt, "hasDetail": defined(detail), "teamSize": detail.teamSize, "roi": detail.roi, "location": detail.location, "duration": detail.projectDuration, "painPoints": detail.challenge.painPoints, "approaches": detail.solution.approaches, "phases": detail.implementation.phases[]{phase, duration, activities}, "outcome": detail.results.description, "metrics": detail.results.metrics[]{metric, improvement, description}, "quote": detail.testimonial{quote, author, position, company}},
  "testimonials": *[_type == "testimonial" && ${inLanguage}]{name, role, company, industry, content, results, projectType, language, "pages": *[_type == "page" && ${inLanguage} && references(^._id)]{title, path}},
  "stats": *[_type == "stat" && ${inLanguage}]{value, label, "pages": *[_type in ["page", "service"] && ${inLanguage} && (^._id in sections[].stats[]._ref || ^._id in sections[].badges[]._ref || ^._id in sections[].cards[].stat._ref)]{title, path}},
  "articles": *[_type == "blogPost" && ${inLanguage}] | order(publishedAt desc){title, "slug": slug.current, language, excerpt, category, "body": body[_type == "block"]{style, "text": array::join(children[].text, "")}},
  "people": *[_type == "person" && ${inLanguage} && defined(name)] | order(name asc){name, role, bio, "pages": *[_type == "page" && ${inLanguage} && seo.noIndex != true && references(^._id)]{title, path}, "articles": *[_type == "blogPost" && ${inLanguage} && author._ref == ^._id] | order(publishedAt desc){title, "slug": slug.current, language}},
  "credentials": *[_type == "credential" && ${inLanguage} && defined(name)] | order(year asc){name, issuer, year, validUntil, "pages": *[_type == "page" && ${inLanguage} && seo.noIndex != true && references(^._id)]{title, path, "since": sections[_type == "badgeSection"][0].sinceLabel, "validUntil": sections[_type == "badgeSection"][0].validUntilLabel}},
  "revision": *[_type in ["siteSettings", "service", "page", "faqItem", "costComparison", "caseStudy", "testimonial", "blogPost", "stat", "integrationCategory", "industry", "person", "credential"]]._rev
}`)

/** Only the revision of the knowledge, to check cheaply whether the index is stale. */
export const chatRevisionQuery = defineQuery(
  `*[_type in ["siteSettings", "service", "page", "faqItem", "costComparison", "caseStudy", "testimonial", "blogPost", "stat", "integrationCategory", "industry", "person", "credential"]]._rev`,
)

/**
 * What the contact function's own pages (functions/send-contact-email/form-page.ts) need from the CMS: where the thank-you page
 * is, and the form's texts (labels, service choices, button): the section's own or else the shared ones, as the site
 * shows them (`contactFormTextsFields`), in $language.
 */
export const contactFormPageQuery = defineQuery(`{
  "thankYouPath": coalesce(
    *[_type == "translation.metadata" && references($thankYouId)][0].translations[language == $language][0].value->path,
    *[_id == $thankYouId][0].path
  ),
  "companyName": *[_id == "siteSettings"][0].companyName,
  "messages": ${contactFormDefaultsDoc}.messages,
  "form": *[_type in ["page", "service"] && defined(path) && coalesce(language, "en") == $language && count(sections[_type == "contactFormSection" && variant == $formVariant]) > 0] | order(_id asc)[0]{
    path,
    "section": sections[_type == "contactFormSection" && variant == $formVariant][0]{
      anchorId, "heading": array::join(heading[]${FIGURE_LINE}, " "), ${contactFormTextsFields}
    }
  }
}`)

// The leads whose e-mail is due (functions/retry-pending-emails/retry.ts). Given-up leads (`email-undelivered`) are left
// alone: they wait, flagged, in the Studio. A lead without `nextAttemptAt` (stored before it existed) is due at once.
export const pendingLeadsQuery = defineQuery(`*[_type == "contactSubmission" && (
  (status in ["new", "email-failed"] && dateTime(coalesce(nextAttemptAt, submittedAt)) <= dateTime($now))
  || (status == "sending" && dateTime(sendingSince) < dateTime($staleBefore))
)] | order(coalesce(nextAttemptAt, submittedAt) asc)[0...50]`)

// The leads still to be mailed and those given up, for the server's health check (server/health.ts): the same
// statuses the retry schedule reads.
export const leadOutboxQuery = defineQuery(`{
  "waiting": count(*[_type == "contactSubmission" && status in ["new", "sending", "email-failed"]]),
  "oldest": *[_type == "contactSubmission" && status in ["new", "sending", "email-failed"]]
    | order(submittedAt asc)[0].submittedAt,
  "undelivered": count(*[_type == "contactSubmission" && status == "email-undelivered"])
}`)
