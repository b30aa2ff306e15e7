// The search and share preview of a page, above its SEO fields: the search-result snippet and the social card as a
// visitor sees them, and the length of the title and description against what search engines show. It only draws
// what it is given (SeoInput.tsx works it out from the document and Site Settings), so a test can render it alone.
import { Box, Card, Flex, Stack, Text } from '@sanity/ui'
import {
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  type DocumentSeo,
  type SeoSource,
} from '../../schemas/lib/seo.ts'

/** The Studio's names of the fields the notes mention, read from the schema so the wording cannot drift. */
export interface SeoPreviewLabels {
  metaTitle: string
  metaDescription: string
  noIndex: string
  /** The document's own title field ("Name" on a service). */
  title: string
  /** The field the description falls back to ("Card text", "Excerpt"), if the document type has one. */
  description?: string
}

export interface SeoPreviewProps {
  seo: DocumentSeo
  /** The share image as shared links show it (1200 × 630, cropped around its focus point). */
  image?: { url: string; alt?: string }
  labels: SeoPreviewLabels
}

/** Cuts a text as a search engine does: at the last whole word that fits, with "…". */
export function cutOff(text: string, max: number): string {
  if (text.length <= max) return text
  const room = text.slice(0, max - 1)
  const lastSpace = room.lastIndexOf(' ')
  const endsAtWord = /\s/.test(text.charAt(max - 1))
  // A single very long word is cut mid-word rather than leaving almost nothing.
  const words = endsAtWord || lastSpace <= max / 2 ? room : room.slice(0, lastSpace)
  return `${words.replace(/[\s,;:.–—-]+$/, '')}…`
}

/** The address line of a search result: the host, then the path's segments, e.g. "example.com › sap-implementation". */
export function searchResultUrl(url: string): string {
  const { host, pathname } = new URL(url)
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment)
  return [host, ...segments].join(' › ')
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

const quoted = (label: string) => `“${label}”`

function titleNote(from: SeoSource, labels: SeoPreviewLabels): string | undefined {
  if (from === 'page')
    return `Made from ${quoted(labels.title)} and the company name, because ${quoted(labels.metaTitle)} is empty.`
  if (from === 'default') return 'The default title from Site Settings, because this page has no title.'
  if (from === 'none') return 'No title yet.'
  return undefined
}

function descriptionNote(from: SeoSource, labels: SeoPreviewLabels): string | undefined {
  const empty = `because ${quoted(labels.metaDescription)} is empty`
  if (from === 'page' && labels.description) return `Taken from ${quoted(labels.description)}, ${empty}.`
  if (from === 'default') return `The default description from Site Settings, ${empty}.`
  if (from === 'none') return 'No description: search engines show a text of their choosing from the page.'
  return undefined
}

function imageNote(from: DocumentSeo['shareImageFrom']): string | undefined {
  if (from === 'default') return 'The default share image from Site Settings.'
  if (from === 'none') return 'No share image: the link is shared without a picture.'
  return undefined
}

/**
 * "Title: 48/60 characters", in the caution tone with a plain sentence when search engines cut it off, and where the
 * text comes from when its own field is empty.
 */
function Counter(props: { label: string; length: number; max: number; note?: string; testId: string }) {
  const over = props.length > props.max
  return (
    <Card tone={over ? 'caution' : 'transparent'} padding={2} radius={2}>
      <Stack gap={2}>
        <Text size={1} weight="medium" data-testid={props.testId}>
          {props.label}: {props.length}/{props.max} characters
        </Text>
        {over ? <Text size={1}>Search engines cut off what goes past {props.max} characters.</Text> : null}
        <Note>{props.note}</Note>
      </Stack>
    </Card>
  )
}

function Note({ children }: { children: string | undefined }) {
  return children ? (
    <Text size={1} muted>
      {children}
    </Text>
  ) : null
}

// Search engines' and social networks' own colours: the snippet and the card are drawn on white, as they appear.
const SEARCH_TITLE = '#1a0dab'
const SEARCH_TEXT = '#4d5156'
const SEARCH_URL = '#202124'

export function SeoPreview({ seo, image, labels }: SeoPreviewProps) {
  const description = seo.description ?? ''
  const host = new URL(seo.url).host
  return (
    <Card as="section" aria-label="Search and share preview" padding={3} radius={2} border tone="transparent">
      <Stack gap={4}>
        <Text size={1} weight="semibold">
          Search and share preview
        </Text>
        {seo.hasPage ? null : (
          <Card tone="caution" padding={3} radius={2}>
            <Text size={1}>
              This document has no page of its own on the site yet, so it cannot be found or shared.
            </Text>
          </Card>
        )}

        <Stack gap={3}>
          <Text size={1} weight="medium" muted>
            In search results
          </Text>
          {seo.noIndex ? (
            <Card tone="caution" padding={3} radius={2} data-testid="seo-preview-hidden">
              <Text size={1}>
                Hidden from search engines: {quoted(labels.noIndex)} is on, so this page is not listed in
                search results.
              </Text>
            </Card>
          ) : (
            <Card scheme="light" padding={3} radius={2} border data-testid="seo-preview-search">
              <Stack gap={3}>
                <Text size={1} style={{ color: SEARCH_URL }} data-testid="seo-preview-url">
                  {searchResultUrl(seo.url)}
                </Text>
                <Text size={2} style={{ color: SEARCH_TITLE }} data-testid="seo-preview-title">
                  {cutOff(seo.title, SEO_TITLE_MAX)}
                </Text>
                <Text size={1} style={{ color: SEARCH_TEXT }} data-testid="seo-preview-description">
                  {cutOff(description, SEO_DESCRIPTION_MAX)}
                </Text>
              </Stack>
            </Card>
          )}
          <Counter
            label="Title"
            length={seo.title.length}
            max={SEO_TITLE_MAX}
            note={titleNote(seo.titleFrom, labels)}
            testId="seo-preview-title-count"
          />
          <Counter
            label="Description"
            length={description.length}
            max={SEO_DESCRIPTION_MAX}
            note={descriptionNote(seo.descriptionFrom, labels)}
            testId="seo-preview-description-count"
          />
        </Stack>

        <Stack gap={3}>
          <Text size={1} weight="medium" muted>
            When shared
          </Text>
          <Card
            scheme="light"
            radius={2}
            border
            overflow="hidden"
            style={{ maxWidth: 480 }}
            data-testid="seo-preview-share"
          >
            {image ? (
              <img
                src={image.url}
                alt={image.alt ?? ''}
                width={1200}
                height={630}
                style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1200 / 630' }}
              />
            ) : (
              <Flex align="center" justify="center" style={{ aspectRatio: '1200 / 630' }}>
                <Text size={1} muted>
                  No image
                </Text>
              </Flex>
            )}
            <Box padding={3}>
              <Stack gap={2}>
                <Text size={0} muted>
                  {host}
                </Text>
                <Text size={1} weight="semibold" textOverflow="ellipsis">
                  {seo.title}
                </Text>
                {description ? (
                  <Text size={1} muted>
                    <span style={CLAMP_TWO_LINES}>{description}</span>
                  </Text>
                ) : null}
              </Stack>
            </Box>
          </Card>
          <Note>{imageNote(seo.shareImageFrom)}</Note>
        </Stack>
      </Stack>
    </Card>
  )
}

// Social cards show about two lines of the description.
const CLAMP_TWO_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const
