// Shared GROQ projections, composed into the `defineQuery` queries of each feature.

/** An image with what the web needs to render it without layout shift: dimensions and a blurred placeholder. */
export const imageFields = /* groq */ `
  _type, alt, hotspot, crop,
  asset->{_id, url, metadata{lqip, dimensions{width, height, aspectRatio}}}
`

export const linkFields = /* groq */ `_key, label, kind, href, variant, fullPageLoad`

export const seoFields = /* groq */ `
  metaTitle, metaDescription, keywords, author, canonicalPath, noIndex, jsonLd,
  shareImage{${imageFields}}
`
