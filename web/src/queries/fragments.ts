// Shared GROQ projections, composed into the `defineQuery` queries of each feature.

/** An image with what the web needs to render it without layout shift: dimensions and a blurred placeholder. */
export const imageFields = /* groq */ `
  _type, alt, hotspot, crop,
  asset->{_id, url, metadata{lqip, dimensions{width, height, aspectRatio}}}
`

/**
 * The address of a document a link or rich text can point to, at its current path: pages and services have a
 * `path`, articles and case studies live under their own routes.
 */
export const documentPath = /* groq */ `select(
  _type == "blogPost" => "/blog/" + slug.current,
  _type == "caseStudy" => "/case-studies/" + slug.current,
  path
)`

/** A `link`: a chosen page is resolved to its current address, so `href` is what the site links to. */
export const linkFields = /* groq */ `
  _key, label, kind, variant, fullPageLoad,
  "href": select(kind == "internal" && defined(reference) => reference->{"path": ${documentPath}}.path, href)
`

export const seoFields = /* groq */ `
  metaTitle, metaDescription, keywords, author, canonicalPath, noIndex, jsonLd,
  shareImage{${imageFields}}
`

/**
 * An article's reading time in whole minutes, from its body at about 200 words a minute, so it never disagrees
 * with the text. `pt::text` joins blocks with blank lines, hence one word more per block than spaces split.
 */
export const readTimeMinutes = /* groq */ `math::max([1, round(
  (count(string::split(pt::text(body), " ")) + count(body[_type == "block"]) - 1) / 200
)])`
