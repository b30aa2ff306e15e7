import {
  PortableText as PortableTextRenderer,
  type PortableTextComponents,
  type PortableTextMarkComponentProps,
  type PortableTextTypeComponentProps,
} from '@portabletext/react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import type { BlogPostBySlugQueryResult } from '#shared/sanity.types.ts'
import { SanityImage } from './SanityImage.tsx'
import { NewTabHint } from './NewTabHint.tsx'

/** Rich text as the queries project it (`richTextFields`): links resolved, images with their dimensions. */
export type RichText = NonNullable<NonNullable<BlogPostBySlugQueryResult>['body']>
type RichTextBlock = Extract<RichText[number], { _type: 'block' }>
type MarkDef = NonNullable<RichTextBlock['markDefs']>[number]
type RichTextImage = Extract<RichText[number], { _type: 'image' }>

/** The addresses an external link may have; anything else (a typo, `javascript:`) renders as plain text. */
const EXTERNAL_HREF = /^(https?:\/\/|mailto:|tel:)/

const Prose = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.75;
  color: ${({ theme }) => theme.colors.text};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin: ${({ theme }) => theme.space[10]} 0 ${({ theme }) => theme.space[4]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[3]};
  }
  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space[5]};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  blockquote {
    margin: ${({ theme }) => theme.space[6]} 0;
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
    font-style: italic;
  }
  a {
    text-underline-offset: 3px;
  }
  figure {
    margin: ${({ theme }) => theme.space[8]} 0;
  }
  figure img {
    border-radius: ${({ theme }) => theme.radii.lg};
    margin: 0;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

/** A link to a page of the site, at the address the query resolved; plain text once the page is gone. */
function InternalLink({
  value,
  children,
}: PortableTextMarkComponentProps<Extract<MarkDef, { _type: 'internalLink' }>>) {
  const href = value?.href
  if (!href) return <>{children}</>
  return <Link to={href}>{children}</Link>
}

/** A link to another site, an e-mail address or a phone number; optionally in a new tab, announced as such. */
function ExternalLink({
  value,
  children,
}: PortableTextMarkComponentProps<Extract<MarkDef, { _type: 'link' }>>) {
  const href = value?.href
  if (!href || !EXTERNAL_HREF.test(href)) return <>{children}</>
  // E-mail and phone links hand over to another app: a new tab would only be left blank.
  if (!value.openInNewTab || !/^https?:/.test(href)) return <a href={href}>{children}</a>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <NewTabHint />
    </a>
  )
}

/** An image in the text, at the column's width, with its caption under it. */
function InlineImage({ value }: PortableTextTypeComponentProps<RichTextImage>) {
  if (!value.asset) return null
  const image = { ...value, alt: value.decorative ? '' : value.alt }
  return (
    <figure>
      <SanityImage image={image} width={736} sizes="(min-width: 800px) 736px, calc(100vw - 2rem)" />
      {value.caption && <figcaption>{value.caption}</figcaption>}
    </figure>
  )
}

/**
 * A figure in a sentence: its Stat's current value, as the query resolved it (nothing once the Stat is gone), kept
 * on one line ("60-70 %" never breaks at its hyphen).
 */
function InlineFigure({
  value,
}: PortableTextTypeComponentProps<{ _type: 'statFigure'; value?: string | null }>) {
  return value.value ? <span className="nobreak">{value.value}</span> : null
}

const components: PortableTextComponents = {
  types: { image: InlineImage, statFigure: InlineFigure },
  marks: { internalLink: InternalLink, link: ExternalLink },
}

/** Rich text from the CMS (blog bodies, rich-text sections), rendered by @portabletext/react. */
export function PortableText({ value }: { value: RichText | null | undefined }): ReactNode {
  if (!value?.length) return null
  return (
    <Prose>
      <PortableTextRenderer value={value} components={components} />
    </Prose>
  )
}
