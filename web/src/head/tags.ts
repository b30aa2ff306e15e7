// The document head of a page as plain data, rendered to HTML by the prerender and applied to the live document by
// the browser on client-side navigation. Every managed element carries `data-head` so it can be replaced wholesale.

export interface HeadData {
  /** The page's language (`<html lang>`, shared/languages.ts). */
  language: string
  title: string
  description?: string
  keywords?: string[]
  author?: string
  robots: string
  canonical?: string
  /** The previous and next page of a paginated listing (`<link rel="prev">`/`"next"`), as absolute URLs. */
  prev?: string
  next?: string
  /** The page in each language it exists in (itself among them) and `x-default`, as absolute URLs. */
  alternates?: { hreflang: string; href: string }[]
  ogType: string
  siteName?: string
  image?: { url: string; alt?: string; width?: number; height?: number }
  jsonLd?: unknown[]
}

/** Open Graph names a language with its region. */
const OG_LOCALES: Record<string, string> = { en: 'en_US', de: 'de_DE' }

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script'
  attrs: Record<string, string>
  text?: string
}

export function headTags(head: HeadData): HeadTag[] {
  const tags: HeadTag[] = [{ tag: 'title', attrs: {}, text: head.title }]
  const meta = (key: 'name' | 'property', name: string, content: string | undefined) => {
    if (content) tags.push({ tag: 'meta', attrs: { [key]: name, content } })
  }
  meta('name', 'description', head.description)
  meta('name', 'keywords', head.keywords?.length ? head.keywords.join(', ') : undefined)
  meta('name', 'author', head.author)
  meta('name', 'robots', head.robots)
  if (head.canonical) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: head.canonical } })
  if (head.prev) tags.push({ tag: 'link', attrs: { rel: 'prev', href: head.prev } })
  if (head.next) tags.push({ tag: 'link', attrs: { rel: 'next', href: head.next } })
  for (const { hreflang, href } of head.alternates ?? [])
    tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang, href } })
  meta('property', 'og:type', head.ogType)
  meta('property', 'og:title', head.title)
  meta('property', 'og:description', head.description)
  meta('property', 'og:url', head.canonical)
  meta('property', 'og:site_name', head.siteName)
  meta('property', 'og:locale', OG_LOCALES[head.language])
  meta('property', 'og:image', head.image?.url)
  meta('property', 'og:image:alt', head.image?.alt)
  meta('property', 'og:image:width', head.image?.width?.toString())
  meta('property', 'og:image:height', head.image?.height?.toString())
  meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary')
  meta('name', 'twitter:title', head.title)
  meta('name', 'twitter:description', head.description)
  meta('name', 'twitter:image', head.image?.url)
  for (const data of head.jsonLd ?? []) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify(data) })
  }
  return tags
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
// JSON-LD is data, not script, but it still sits in a <script> element: never let it close the element early.
const escapeJson = (value: string) => value.replace(/</g, '\\u003c')

export function headToHtml(head: HeadData): string {
  return headTags(head)
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries({ ...attrs, 'data-head': '' })
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttr(value)}"`))
        .join('')
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`
      const body = tag === 'script' ? escapeJson(text ?? '') : escapeText(text ?? '')
      return `<${tag}${attributes}>${body}</${tag}>`
    })
    .join('\n    ')
}

/** Replaces the managed head elements of the live document (client-side navigation). */
export function applyHead(head: HeadData, doc: Document = document): void {
  doc.documentElement.lang = head.language
  doc.head.querySelectorAll('[data-head]').forEach((element) => element.remove())
  const fragment = doc.createDocumentFragment()
  for (const { tag, attrs, text } of headTags(head)) {
    const element = doc.createElement(tag)
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value)
    element.setAttribute('data-head', '')
    if (text !== undefined) element.textContent = text
    fragment.append(element)
  }
  doc.head.append(fragment)
  doc.title = head.title
}
