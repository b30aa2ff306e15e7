// Shared GROQ projections, composed into the `defineQuery` queries of each feature.

/** An image with what the web needs to render it without layout shift: dimensions and a blurred placeholder. */
export const imageFields = /* groq */ `
  _type, alt, hotspot, crop,
  asset->{_id, url, metadata{lqip, dimensions{width, height, aspectRatio}}}
`

/**
 * One element of a rich text array (Portable Text): blocks keep their text, links to pages of the site are
 * resolved to the target's current address (`href`, null when the target is deleted or has no page), and images
 * get what `imageFields` gives, so the renderer needs no second query. Use as `body[]{${richTextFields}}`.
 */
export const richTextFields = /* groq */ `
  ...,
  _type == "block" => {
    markDefs[]{
      _key, _type,
      _type == "link" => { href, openInNewTab },
      _type == "internalLink" => {
        "href": reference->{"path": select(
          _type in ["page", "service"] => path,
          _type == "blogPost" && defined(slug.current) => "/blog/" + slug.current,
          _type == "caseStudy" && defined(slug.current) && defined(detail) => "/case-studies/" + slug.current
        )}.path
      }
    }
  },
  _type == "image" => { ${imageFields}, decorative, caption }
`

export const linkFields = /* groq */ `_key, label, kind, href, variant, fullPageLoad`

export const seoFields = /* groq */ `
  metaTitle, metaDescription, keywords, author, canonicalPath, noIndex, jsonLd,
  shareImage{${imageFields}}
`
