// Every GROQ query of the Studio, its content model's validation rules included, in one place and each a
// `defineQuery`, so `npm run typegen` gives each its result type in shared/sanity.types.ts (docs/architecture.md,
// "Queries and their types"). Here rather than in studio/ because the content model imports nothing of the Studio.
// The leads inbox's lists are the exception: their filter is built from the list's choices (leads.ts).
import { defineQuery } from 'groq'
import { documentPath, redirectFields } from './document-path.ts'

/**
 * Whether the document a rich-text link points to still exists, published or as a draft (blockContent's link
 * rule).
 */
export const linkTargetExistsQuery = defineQuery(`count(*[_id in [$id, "drafts." + $id]]) > 0`)

/**
 * True when no other page, service, article or case study (published, draft or in a release) lives at this path
 * (the `path` rule, validation.ts).
 */
export const pathFreeQuery = defineQuery(
  `!defined(*[_type in ["page", "service", "blogPost", "caseStudy"] && ${documentPath} == $path && !sanity::versionOf($published)][0]._id)`,
)

/** Each language's published figure of a stat, from its `translation.metadata` (figure-languages.ts); null when it has none. */
export const statVersionsQuery = defineQuery(
  `*[_type == "translation.metadata" && references($id)][0].translations[]{language, "value": value->value}`,
)

/** The `order` of the last document of a type: a new one starts after it (the Studio's new-document templates). */
export const lastOrderQuery = defineQuery(`*[_type == $type] | order(order desc)[0].order`)

/** The site URL in Site Settings, where the Studio finds the site when nothing else says. */
export const siteUrlQuery = defineQuery(`*[_id == "siteSettings"][0].siteUrl`)

/**
 * The page that shows a shared document ("Open on site"): the home page first (its path "/" sorts first), then
 * other pages, then services.
 */
export const pageShowingQuery = defineQuery(
  `*[_type in ["page", "service"] && !(_id in path("drafts.**")) && references($id)]
      | order(_type desc, path asc)[0].path`,
)

/**
 * What the Presentation tool's locations are made from: the document, the pages and services that reference it,
 * the blog listing, and for "Contact form texts" the pages and services with a contact form in its language.
 */
export const locationsQuery = defineQuery(`{
  "doc": *[_id == $id][0]{_type, title, language, "href": ${documentPath}},
  "pages": *[_type in ["page", "service"] && defined(path) && references($id)] | order(path asc){title, path},
  "blog": *[_type == "page" && defined(path) && coalesce(language, "en") == coalesce(*[_id == $id][0].language, "en") && count(sections[_type == "blogGridSection"]) > 0][0]{title, path},
  "forms": select(*[_id == $id][0]._type == "contactFormDefaults" => *[_type in ["page", "service"] && defined(path) && coalesce(language, "en") == coalesce(*[_id == $id][0].language, "en") && count(sections[_type == "contactFormSection"]) > 0] | order(path asc){title, path})
}`)

/** The documents whose changes can change the locations (listened to, never fetched). */
export const locationsListenQuery = defineQuery(`*[_type in ["page", "service"] || _id in [$id, $draftId]]`)

/**
 * What a redirect's old address may clash with (the redirect's rules): the page that lives at it (a redirect from
 * there would never be followed: the page wins), and another redirect from the same address.
 */
export const redirectFromClashQuery = defineQuery(`{
  "page": *[_type in ["page", "service", "blogPost", "caseStudy"] && !(_id in path("drafts.**")) && ${documentPath} == $from][0].title,
  "redirect": defined(*[_type == "redirect" && from == $from && !sanity::versionOf($published)][0]._id)
}`)

/**
 * Where a redirect would send visitors (its chosen page's address) and the other published redirects, so the rule
 * can follow the chain and refuse a loop.
 */
export const redirectChainQuery = defineQuery(`{
  "targetPath": *[_id == $target][0]{"path": ${documentPath}}.path,
  "others": *[_type == "redirect" && !(_id in path("drafts.**")) && !sanity::versionOf($published)]{
    from, permanent, "to": select(defined(target) => target->{"path": ${documentPath}}.path, to)
  }
}`)

/**
 * The redirects a page's move from `$old` to `$new` changes (the Studio's publish action): those from the new
 * address (they would hide the page), those from the old one (the new redirect replaces them), and those typed to
 * the old address (they now point at the page, so they follow it).
 */
export const movedPageRedirectsQuery = defineQuery(
  `*[_type == "redirect" && (from in [$old, $new] || (!defined(target) && to == $old))]{ _id, from }`,
)

/**
 * What a new campaign landing page starts with (the Studio's "Campaign landing page" template): the home page's
 * hero buttons, bullet list, FAQ and contact form, and the first call to action of a fixed page, as published.
 */
export const landingPageDefaultsQuery = defineQuery(`{
  "home": *[_id == "page-home"][0].sections[_type in ["heroSection", "bulletListSection", "faqSection", "contactFormSection"]],
  "cta": *[_type == "page" && _id in $fixedIds && defined(sections[_type == "ctaSection"][0])] | order(_id asc)[0].sections[_type == "ctaSection"][0]
}`)

/** The figures of the Stats a text cites (the SEO preview reads a service's card text as the site does). */
export const statValuesQuery = defineQuery(`*[_type == "stat" && _id in $ids]{_id, value}`)

/** When a release goes live: its scheduled time, else the time it is planned for (the article date rule). */
export const releaseTimeQuery = defineQuery(
  `*[_id == $id][0]{"title": metadata.title, "at": coalesce(publishAt, metadata.intendedPublishAt)}`,
)

/**
 * Every routable document with what the sitemap needs, the redirects and each `translation.metadata`'s versions (the
 * sitemap's hreflang alternates: one scan of the links, not a lookup per document): the route table (`routesOf`,
 * site-routes.ts) of the build, the live server (render/queries.ts) and the Content health tool.
 */
export const SITE_ROUTES = /* groq */ `{
  "pages": *[_type in ["page", "service"] && defined(path)]{ "path": path, _updatedAt, "noIndex": seo.noIndex },
  "caseStudies": *[_type == "caseStudy" && defined(slug.current)]{
    "path": select(language == "de" => "/de/referenzen/", "/case-studies/") + slug.current, _updatedAt, "noIndex": seo.noIndex, "hasDetail": defined(detail), "language": coalesce(language, "en")
  },
  "posts": *[_type == "blogPost" && defined(slug.current)]{ "path": ${documentPath}, _updatedAt, "noIndex": seo.noIndex, category, "language": coalesce(language, "en") },
  "others": *[!(_type in ["page", "service", "caseStudy", "blogPost"]) && defined(${documentPath})]{ "path": ${documentPath}, _updatedAt, "noIndex": seo.noIndex },
  "listings": *[_type in ["page", "service"] && defined(path) && defined(sections[_type == "blogGridSection"][0])]{
    path, _updatedAt, "noIndex": seo.noIndex, "perPage": sections[_type == "blogGridSection"][0].postsPerPage, "language": coalesce(language, "en")
  },
  "caseStudyListings": *[_type in ["page", "service"] && defined(path) && defined(sections[_type == "caseStudyGridSection" && count(coalesce(caseStudies, [])) == 0][0])]{
    path, _updatedAt, "noIndex": seo.noIndex, "language": coalesce(language, "en"),
    "perPage": sections[_type == "caseStudyGridSection" && count(coalesce(caseStudies, [])) == 0][0].perPage
  },
  "redirects": *[_type == "redirect"]{ ${redirectFields} },
  "translations": *[_type == "translation.metadata"]{ "versions": translations[]{ language, "path": value->{"path": ${documentPath}}.path }[defined(path)] },
  "siteUrl": *[_id == "siteSettings"][0].siteUrl
}`

/**
 * What the Content health tool checks (content-health.ts), in one request: every document but the articles, the
 * leads, the assistant's questions and image files, whole, so a type added later is checked too; the articles with
 * only the fields the checks read (their body's images and link annotations, not its words: 10,000 articles stay
 * one small answer); and the route table, to tell whether a link's address is a page.
 */
export const contentHealthQuery = defineQuery(`{
  "documents": *[!(_type in ["blogPost", "contactSubmission", "unansweredQuestion", "sanity.imageAsset", "sanity.fileAsset"]) && !(_id in path("_.**"))],
  "articles": *[_type == "blogPost"]{
    _id, _type, title, slug, publishedAt, excerpt, seo, image,
    "body": body[_type != "block" || count(markDefs) > 0]{ _key, _type, alt, decorative, caption, asset, markDefs }
  },
  "routes": ${SITE_ROUTES}
}`)

/**
 * The ids of every draft (`drafts.<id>`), asked with the raw perspective: a link to a document that has only a draft
 * goes to a page that is not published yet.
 */
export const contentHealthDraftsQuery = defineQuery(`*[_id in path("drafts.**")]._id`)

/** The documents whose changes can change the Content health report (listened to, never fetched). */
export const contentHealthListenQuery = defineQuery(
  `*[!(_type in ["contactSubmission", "unansweredQuestion", "sanity.imageAsset", "sanity.fileAsset"])]`,
)
