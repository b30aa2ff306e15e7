// "Add a routable document type" (README): one schema file (with its line in schemas/index.ts), one entry in the
// route registry (shared/routes.ts) and one page component. On a copy of the repository with an "event" type added
// that way, an event is routed to its page, has its address in GROQ, is in the sitemap, opens beside its page in
// Presentation and shows where it is used, and a publish of one reloads the route table that re-renders the site.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { matchRoutes, MemoryRouter, Route, Routes } from 'react-router-dom'
import { evaluate, parse } from 'groq-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { copyRepository } from './repository-copy.ts'

let copy: string

/** Imports a module of the copy (its own registry, not this repository's). */
const fromCopy = <T>(path: string) => import(join(copy, path)) as Promise<T>

function edit(path: string, change: (text: string) => string) {
  const file = join(copy, path)
  const before = readFileSync(file, 'utf8')
  const after = change(before)
  if (after === before) throw new Error(`The recipe no longer fits ${path}`)
  writeFileSync(file, after)
}

const event = {
  _id: 'event.go-live',
  _type: 'event',
  _updatedAt: '2026-05-01T09:00:00Z',
  title: 'Go-live day',
  slug: { current: 'go-live-day' },
}
const pageShowingEvent = {
  _id: 'page.events',
  _type: 'page',
  _updatedAt: '2026-05-01T09:00:00Z',
  title: 'Events',
  path: '/events',
  sections: [{ _key: 's1', _type: 'eventsSection', events: [{ _key: 'e1', _ref: event._id }] }],
}
const dataset = [event, pageShowingEvent]

beforeAll(() => {
  // The source is all the recipe touches; the seed and its images would only slow the copy down.
  copy = copyRepository(
    'new-routable-type-',
    (file) => file.startsWith('content/') || file.endsWith('.png') || file.endsWith('.jpg'),
  )

  // 1. The schema file, and its line in the list of types.
  writeFileSync(
    join(copy, 'schemas/documents/event.ts'),
    `import { defineField, defineType } from '@sanity/types'

export const event = defineType({
  name: 'event',
  title: 'Event',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string' }),
    defineField({ name: 'slug', title: 'Slug', type: 'slug', options: { source: 'title' } }),
  ],
})
`,
  )
  edit('schemas/index.ts', (text) =>
    text
      .replace(/^(import .*\n)/m, `import { event } from './documents/event.ts'\n$1`)
      .replace('  // documents\n', '  // documents\n  event,\n'),
  )
  // 2. The registry entry: its fields, and its branch of the GROQ address.
  edit('shared/routes.ts', (text) =>
    text
      .replace(/^} as const$/m, `  event: { prefix: '/events' },\n} as const`)
      .replace(
        /^} satisfies Record/m,
        `  event: { component: 'EventPage', listing: '/events', plural: 'events', sitemap: 'events', shownInSections: true, assistant: false },\n} satisfies Record`,
      ),
  )
  edit('shared/route-groq.ts', (text) =>
    text.replace(
      /(\n)\)`/,
      `,\n  _type == "event" && defined(slug.current) => select(language == "de" => "/de/events/", "/events/") + slug.current$1)\``,
    ),
  )
  // 3. The router's line (written out in web/src/app/routes.tsx to keep the registry out of every page's JavaScript).
  edit('web/src/app/routes.tsx', (text) =>
    text.replace(
      "  { path: '*',",
      "  { path: '/events/:slug', component: preloadable('src/pages/EventPage.tsx', () => import('../pages/EventPage.tsx')) },\n  { path: '/de/events/:slug', component: preloadable('src/pages/EventPage.tsx', () => import('../pages/EventPage.tsx')) },\n  { path: '*',",
    ),
  )
  // 4. The page component.
  writeFileSync(
    join(copy, 'web/src/pages/EventPage.tsx'),
    `import { useParams } from 'react-router-dom'

export default function EventPage() {
  const { slug } = useParams()
  return <h1>Event {slug}</h1>
}
`,
  )
}, 120_000)

afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('a routable type added by the recipe', () => {
  test('the router sends its address to its page component, which renders it', async () => {
    type AppRoute = { path: string; component: React.ComponentType<object> & { preload(): Promise<void> } }
    const { routes } = await fromCopy<{ routes: AppRoute[] }>('web/src/app/routes.tsx')
    const [match] = matchRoutes(routes, '/events/go-live-day') ?? []
    expect(match?.route.path).toBe('/events/:slug')
    await match!.route.component.preload()
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        { initialEntries: ['/events/go-live-day'] },
        createElement(
          Routes,
          null,
          routes.map(({ path, component }) =>
            createElement(Route, { key: path, path, element: createElement(component) }),
          ),
        ),
      ),
    )
    expect(html).toBe('<h1>Event go-live-day</h1>')
  })

  test('its address in GROQ and in TypeScript agree', async () => {
    const { documentPath, routePathOf } = await fromCopy<{
      documentPath: string
      routePathOf: (doc: object) => string | null
    }>('schemas/lib/document-path.ts')
    const query = parse(`*[_id == "event.go-live"][0]{"path": ${documentPath}}.path`)
    expect(await (await evaluate(query, { dataset })).get()).toBe('/events/go-live-day')
    expect(routePathOf(event)).toBe('/events/go-live-day')
  })

  test('it is in the route table and its own child sitemap', async () => {
    const { SITE_ROUTES } = await fromCopy<{ SITE_ROUTES: string }>('schemas/lib/queries.ts')
    const { routesOf } = await fromCopy<{ routesOf: (result: unknown) => { path: string }[] }>(
      'schemas/lib/site-routes.ts',
    )
    const { sitemapFiles } = await fromCopy<{
      sitemapFiles: (routes: unknown[], siteUrl: string) => Map<string, string>
    }>('render/page-files.ts')
    const result = await (await evaluate(parse(SITE_ROUTES), { dataset })).get()
    const routes = routesOf(result)
    expect(routes.map(({ path }) => path)).toContain('/events/go-live-day')
    const files = sitemapFiles(routes, 'https://example.com')
    expect(files.get('sitemap-events-1.xml')).toContain('<loc>https://example.com/events/go-live-day</loc>')
    expect(files.get('sitemap.xml')).toContain('sitemap-events-1.xml')
  })

  test('Presentation opens it beside its page and lists where it shows', async () => {
    const { mainDocuments } = await fromCopy<{ mainDocuments: { route: string; filter?: string }[] }>(
      'studio/presentation/main-documents.ts',
    )
    expect(mainDocuments).toContainEqual({
      route: '/events/:slug',
      filter: '_type == "event" && slug.current == $slug && coalesce(language, "en") == "en"',
    })

    const { locationsQuery } = await fromCopy<{ locationsQuery: string }>('schemas/lib/queries.ts')
    const { documentLocations } = await fromCopy<{ documentLocations: (data: unknown) => unknown }>(
      'studio/presentation/locations.ts',
    )
    const data = await (
      await evaluate(parse(locationsQuery), {
        dataset,
        params: { id: event._id, draftId: `drafts.${event._id}` },
      })
    ).get()
    expect(documentLocations(data)).toEqual({
      locations: [
        { title: 'Go-live day', href: '/events/go-live-day' },
        { title: 'Events', href: '/events' },
      ],
    })
  })

  test('a page may not take an address under its prefix', async () => {
    const { reservedPathProblem } = await fromCopy<{ reservedPathProblem: (path: string) => string | null }>(
      'schemas/lib/validation.ts',
    )
    expect(reservedPathProblem('/events/summer')).toBe(
      'Addresses under /events/ belong to the events: choose another address',
    )
  })

  test('publishing an event reloads the route table, so the live server renders its page', async () => {
    const { ROUTE_TABLE_TYPES } = await fromCopy<{ ROUTE_TABLE_TYPES: Set<string> }>('render/route-table.ts')
    expect(ROUTE_TABLE_TYPES.has('event')).toBe(true)
  })
})
