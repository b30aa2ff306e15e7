// The "Content health" tool: what weakens the site, grouped by kind with a count each (schemas/lib/content-health.ts
// decides; this only fetches, listens and lists). Each place opens its document at the field, through the Studio's
// edit intent with a `path`, so the form scrolls to and focuses it. It reads the published content and writes
// nothing; a publish re-runs it (a draft being typed does not: the site does not show drafts).
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Box, Button, Card, Container, Flex, Heading, Spinner, Stack, Text } from '@sanity/ui'
import { useClient, useSchema, type SchemaType } from 'sanity'
import { IntentLink } from 'sanity/router'
import { languageOf } from '../../shared/languages.ts'
import {
  contentHealthDraftsQuery,
  contentHealthListenQuery,
  contentHealthQuery,
} from '../../schemas/lib/queries.ts'
import {
  contentHealth,
  pathToString,
  type ContentHealthData,
  type HealthGroup,
  type HealthPlace,
  type PathSegment,
} from '../../schemas/lib/content-health.ts'

const API_VERSION = '2025-02-19'
/** A burst of publishes (a release) re-runs the checks once. */
const RERUN_AFTER_MS = 800

type Schema = ReturnType<typeof useSchema>

/** The titles of the fields along a path, as the form labels them: "SEO › Meta description". */
function fieldTitles(schema: Schema, typeName: string, path: PathSegment[]): string[] {
  const titles: string[] = []
  let type: SchemaType | undefined = schema.get(typeName)
  for (const segment of path) {
    if (!type) break
    if (typeof segment === 'string') {
      const fields = 'fields' in type ? (type.fields as { name: string; type: SchemaType }[]) : []
      const field = fields.find((candidate) => candidate.name === segment)
      if (!field) {
        titles.push(segment)
        type = undefined
        continue
      }
      titles.push(field.type.title ?? field.name)
      type = field.type
    } else {
      // An array item: its member type, named when the list holds several kinds (a page's sections).
      const members = 'of' in type ? (type.of as SchemaType[]) : []
      const wanted = typeof segment === 'object' ? segment._type : undefined
      const member =
        members.length === 1 ? members[0] : members.find((candidate) => candidate.name === wanted)
      if (members.length > 1 && member?.title) titles.push(member.title)
      type = member
    }
  }
  return titles
}

function Place({ place, schema }: { place: HealthPlace; schema: Schema }) {
  const typeTitle = schema.get(place.documentType)?.title ?? place.documentType
  // A translation is named with its language: "Site settings (German)" beside the English "Site settings".
  const language = place.language ? ` (${languageOf(place.language).title})` : ''
  const name = (place.documentTitle ? `${typeTitle}: ${place.documentTitle}` : typeTitle) + language
  const field = fieldTitles(schema, place.documentType, place.path).join(' › ')
  return (
    <IntentLink
      intent="edit"
      params={{ id: place.documentId, type: place.documentType, path: pathToString(place.path) }}
      data-testid="content-health-place"
      style={{ color: 'inherit' }}
    >
      <Text size={1} as="span">
        {field ? `${name} › ${field}` : name}
        {place.note ? ` (${place.note})` : ''}
      </Text>
    </IntentLink>
  )
}

function Group({ group, schema }: { group: HealthGroup; schema: Schema }) {
  const id = `content-health-${group.kind}`
  return (
    <Card padding={4} radius={2} shadow={1} as="section" aria-labelledby={id} data-kind={group.kind}>
      <Stack gap={4}>
        <Heading as="h2" size={1} id={id}>
          {group.title} <span data-testid="content-health-count">({group.items.length})</span>
        </Heading>
        <Text size={1} muted>
          {group.rule}
        </Text>
        {group.items.length === 0 ? (
          <Text size={1} muted>
            Nothing to fix.
          </Text>
        ) : (
          <Stack gap={4} as="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {group.items.map((item) => (
              <Stack gap={2} as="li" key={item.key} data-testid="content-health-item">
                <Text size={1} weight="semibold">
                  {item.message}
                </Text>
                <Stack gap={2} as="ul" style={{ listStyle: 'none', margin: 0, paddingLeft: 12 }}>
                  {item.places.map((place) => (
                    <Box as="li" key={`${place.documentId}:${pathToString(place.path)}:${place.note ?? ''}`}>
                      <Place place={place} schema={schema} />
                    </Box>
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  )
}

export function ContentHealth() {
  const client = useClient({ apiVersion: API_VERSION })
  const schema = useSchema()
  const [data, setData] = useState<ContentHealthData | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [run, setRun] = useState(0)
  /** The run whose answer (or failure) is shown: an older one while a new run is under way. */
  const [shownRun, setShownRun] = useState(-1)
  const loading = shownRun !== run
  const refresh = useCallback(() => setRun((count) => count + 1), [])

  useEffect(() => {
    let live = true
    Promise.all([
      client.fetch<ContentHealthData>(contentHealthQuery, {}, { perspective: 'published' }),
      client.fetch<string[]>(contentHealthDraftsQuery, {}, { perspective: 'raw' }),
    ])
      .then(([answer, drafts]) => {
        if (!live) return
        setData({ ...answer, drafts })
        setError(null)
      })
      .catch((failure: unknown) => live && setError(String((failure as Error)?.message ?? failure)))
      .finally(() => live && setShownRun(run))
    return () => {
      live = false
    }
  }, [client, run])

  // A publish (or a deletion) of anything checked re-runs the checks; edits to drafts and release versions do not.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const subscription = client
      .listen(
        contentHealthListenQuery,
        {},
        { events: ['mutation'], includeResult: false, visibility: 'query', includeAllVersions: false },
      )
      .subscribe((event) => {
        if (event.type !== 'mutation') return
        if (event.documentId.startsWith('drafts.') || event.documentId.startsWith('versions.')) return
        clearTimeout(timer)
        timer = setTimeout(refresh, RERUN_AFTER_MS)
      })
    return () => {
      clearTimeout(timer)
      subscription.unsubscribe()
    }
  }, [client, refresh])

  const groups = useMemo(() => (data ? contentHealth(data) : null), [data])
  const total = groups?.reduce((sum, group) => sum + group.items.length, 0) ?? 0

  return (
    <Container width={3} padding={4} sizing="border">
      <Stack gap={5}>
        <Stack gap={3}>
          <Heading as="h1" size={3}>
            Content health
          </Heading>
          <Text muted>
            What weakens the published site, checked in your browser over the published content: contradicting
            figures, links to missing pages, images without alternative text, pages without a search
            description, placeholder phone numbers and e-mail addresses, and dates out of date. It changes
            nothing; click a place to open its field. It checks again after every publish.
          </Text>
          <Flex gap={3} align="center">
            <Button text="Check again" mode="ghost" onClick={refresh} disabled={loading} />
            {groups ? (
              <Text size={1} muted data-testid="content-health-total">
                {total === 1 ? '1 item to look at' : `${total} items to look at`}
              </Text>
            ) : null}
          </Flex>
        </Stack>
        {error ? (
          <Card padding={4} tone="critical" radius={2}>
            <Text>The content could not be read: {error}</Text>
          </Card>
        ) : !groups ? (
          <Flex justify="center" padding={5}>
            <Spinner muted />
          </Flex>
        ) : (
          groups.map((group) => <Group key={group.kind} group={group} schema={schema} />)
        )}
      </Stack>
    </Container>
  )
}
