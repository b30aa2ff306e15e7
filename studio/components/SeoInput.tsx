// The `seo` object of a page, service, article or case study: its fields, with the search and share preview above
// them. The preview follows the same rule as the site's head (schemas/lib/seo.ts): the document's values as they are
// typed (the form's own value), over the published Site Settings, which are what visitors get.
import { useEffect, useMemo, useState } from 'react'
import { createImageUrlBuilder } from '@sanity/image-url'
import { Stack } from '@sanity/ui'
import {
  isObjectInputProps,
  useClient,
  useEditState,
  useFormValue,
  useSchema,
  type InputProps,
  type ObjectInputProps,
  type ObjectSchemaType,
  type SanityClient,
  type SchemaType,
} from 'sanity'
import { ROUTABLE_TYPES } from '../../schemas/lib/document-path.ts'
import { singletonIds } from '../../schemas/lib/ids.ts'
import { citedStats } from '../../schemas/lib/figure-text.ts'
import { statValuesQuery } from '../../schemas/lib/queries.ts'
import type { StatValuesQueryResult } from '../../shared/sanity.types.ts'
import {
  descriptionFieldOf,
  documentSeo,
  type SeoDocument,
  type SeoImage,
  type SeoSettings,
} from '../../schemas/lib/seo.ts'
import { SeoPreview, type SeoPreviewLabels } from './SeoPreview.tsx'

const SEO_TYPE = 'seo'
const ROUTABLE = new Set<string>(ROUTABLE_TYPES)
// The size a shared link's picture is shown at; the crop is the site's (1200 × 630 around the focus point).
const CARD_IMAGE = { width: 600, height: 315 }

interface ImageValue extends SeoImage {
  alt?: string
}

/** True for the `seo` type and any type built on it. */
function isSeoType(type: SchemaType | undefined): boolean {
  for (let current = type; current; current = current.type) if (current.name === SEO_TYPE) return true
  return false
}

/**
 * `form.components.input` for the whole Studio (sanity.config.ts): the content model imports nothing of the Studio,
 * so the `seo` type gets its input here rather than in its own definition. Every other input renders as it would.
 */
export function SeoFormInput(props: InputProps) {
  if (isObjectInputProps(props) && isSeoType(props.schemaType)) return <SeoInput {...props} />
  return props.renderDefault(props)
}

function fieldTitle(type: SchemaType | undefined, name: string | undefined): string | undefined {
  if (!type || !name || !('fields' in type)) return undefined
  const field = (type as ObjectSchemaType).fields.find((candidate) => candidate.name === name)
  return field?.type.title ?? undefined
}

/** The values of the Stats the document's card text or excerpt cites, to read it as the site does. */
function useCitedStatValues(client: SanityClient, document: SeoDocument<ImageValue> | undefined) {
  const field = document ? descriptionFieldOf(document._type) : undefined
  const text = field ? document?.[field] : undefined
  const key = citedStats(text).join(',')
  const [values, setValues] = useState(new Map<string, string>())
  useEffect(() => {
    if (!key) return
    let current = true
    client
      .fetch<StatValuesQueryResult>(statValuesQuery, { ids: key.split(',') })
      .then((stats) => {
        if (current) setValues(new Map(stats.map((stat) => [stat._id, stat.value ?? ''])))
      })
      .catch(() => {})
    return () => {
      current = false
    }
  }, [client, key])
  return values
}

export function SeoInput(props: ObjectInputProps) {
  const document = useFormValue([]) as SeoDocument<ImageValue> | undefined
  const settings = useEditState(singletonIds.siteSettings, 'siteSettings', 'low')
    .published as SeoSettings<ImageValue> | null
  const client = useClient({ apiVersion: '2025-02-19' })
  const images = useMemo(() => createImageUrlBuilder(client), [client])
  const schema = useSchema()
  const documentType = document?._type ?? ''
  const statValues = useCitedStatValues(client, document)
  // Site Settings' own default SEO has no page to preview; only a page's `seo` field (at the top of it) has one.
  const previewed = ROUTABLE.has(documentType) && props.path.length === 1

  if (!previewed || !document) return props.renderDefault(props)
  // The form's value of this object is the freshest: it changes with every keystroke.
  const seo = documentSeo({ ...document, seo: props.value }, settings ?? {}, (id) => statValues.get(id))
  const documentSchema = schema.get(documentType)
  const labels: SeoPreviewLabels = {
    metaTitle: fieldTitle(props.schemaType, 'metaTitle') ?? 'Title in search results',
    metaDescription: fieldTitle(props.schemaType, 'metaDescription') ?? 'Description in search results',
    noIndex: fieldTitle(props.schemaType, 'noIndex') ?? 'Hide from search engines',
    title: fieldTitle(documentSchema, 'title') ?? 'Title',
    description: fieldTitle(documentSchema, descriptionFieldOf(documentType)),
  }
  const image = seo.shareImage
    ? {
        url: images
          .image(seo.shareImage)
          .width(CARD_IMAGE.width)
          .height(CARD_IMAGE.height)
          .fit('crop')
          .format('jpg')
          .url(),
        alt: seo.shareImage.alt,
      }
    : undefined

  return (
    <Stack gap={4}>
      <SeoPreview seo={seo} image={image} labels={labels} />
      {props.renderDefault(props)}
    </Stack>
  )
}
