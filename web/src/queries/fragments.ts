// Shared GROQ projections, composed into the `defineQuery` queries of each feature.
// Relative import: TypeGen resolves only those (README, "Decisions").
import { documentPath } from '../../../schemas/lib/address-groq.ts'

/** An image with what the web needs to render it without layout shift: dimensions and a blurred placeholder. */
export const imageFields = /* groq */ `
  _type, alt, hotspot, crop,
  asset->{_id, url, metadata{lqip, dimensions{width, height, aspectRatio}}}
`

/**
 * A logo or a badge (`logoImage`, a credential's badge): no blurred placeholder, which would show through its
 * transparent background; the alternative text is projected beside it (a logo's falls back to the name).
 */
export const logoFields = /* groq */ `
  _type, asset->{_id, url, metadata{dimensions{width, height, aspectRatio}}}
`

/**
 * One element of a rich text array (Portable Text): blocks keep their text, links to pages of the site are
 * resolved to the target's current address (`href`, null when the target is deleted or has no page), figures get
 * their Stat's current value, and images
 * get what `imageFields` gives, so the renderer needs no second query. Use as `body[]{${richTextFields}}`.
 */
export const richTextFields = /* groq */ `
  ...,
  _type == "block" => {
    children[]{..., _type == "statFigure" => { "value": stat->value }},
    markDefs[]{
      _key, _type,
      _type == "link" => { href, openInNewTab },
      _type == "internalLink" => { "href": reference->{"path": ${documentPath}}.path }
    }
  },
  _type == "image" => { ${imageFields}, decorative, caption }
`

/**
 * While Site Settings → Booking show the calendar on the site, the address of the page that shows it (else null),
 * in the page's language: the chosen page's translation in `$language` where it has one (`/de/termin`), else the
 * chosen page. A booking link's `href` is it, and CmsLink then leads there inside the site rather than to the
 * provider's page. The choice itself is the English Site Settings' for every language (docs/languages.md).
 */
export const bookingPagePath = /* groq */ `*[_id == "siteSettings" && bookingDisplay == "embed"][0].bookingPage->{
  "path": coalesce(*[_type == "translation.metadata" && references(^._id)][0].translations[language == $language][0].value->path, path)
}.path`

/** A `link`: a chosen page is resolved to its current address, so `href` is what the site links to. */
export const linkFields = /* groq */ `
  _key, label, kind, variant, fullPageLoad,
  "href": select(
    kind == "internal" && defined(reference) => reference->{"path": ${documentPath}}.path,
    kind == "booking" => ${bookingPagePath},
    href
  )
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

/** A case study as its card shows it: the case study grid's chosen ones and its pages of every case study. */
export const caseStudyCardFields = /* groq */ `
  _id, title, "slug": slug.current, language, company, industry, challenge, solution, results, timeline, excerpt,
  image{${imageFields}}, "hasDetail": defined(detail)
`

/** A person (People) as the team grid and an article's author show them. */
export const personFields = /* groq */ `
  _id, name, role, bio, linkedinUrl, photo{${imageFields}}
`
