// The Live Content API (GET /data/live/events): each write is announced by the sync tags of what it changed, and a
// query whose answer carried one of them is the one to refetch.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { firstValueFrom, filter } from 'rxjs'
import { pageByPathQuery } from '../../web/src/queries/page.ts'
import { syncTag } from '../../server/content-lake/sync-tags.ts'
import { TOKEN, type TestLake } from './harness.ts'
import { startPageLake } from './page-seed.ts'
import { readEvents } from './sse.ts'

let t: TestLake
beforeAll(async () => {
  t = await startPageLake()
})
afterAll(() => t.close())

const EVENTS = '/vX/data/live/events/production'
const open = (headers: Record<string, string> = {}, search = '') =>
  fetch(`${t.url}${EVENTS}${search}`, { headers: { Accept: 'text/event-stream', ...headers } })
const setStat = (id: string, value: string) =>
  t.editor.patch(id).set({ value }).commit({ visibility: 'sync' })

async function pageQueryTags(): Promise<string[]> {
  const answer = (await t.editor.fetch(
    pageByPathQuery,
    { path: '/' },
    { filterResponse: false, perspective: 'drafts', resultSourceMap: 'withKeyArraySelector' },
  )) as { syncTags: string[] }
  return answer.syncTags
}

describe('GET /data/live/events', () => {
  test("a draft write to a stat on the page is a message whose tags meet the page query's", async () => {
    const tags = await pageQueryTags()
    const events = t.editor.live.events({ includeDrafts: true, tag: 'test' })
    const welcome = firstValueFrom(events.pipe(filter((event) => event.type === 'welcome')))
    const message = firstValueFrom(events.pipe(filter((event) => event.type === 'message')))
    await welcome
    await setStat('drafts.stat-1', '180+')
    const event = await message
    expect(event.type === 'message' && event.tags.some((tag) => tags.includes(tag))).toBe(true)
  })

  test('a write to a stat on no page shares no tag with the page query', async () => {
    const tags = await pageQueryTags()
    const stream = readEvents(await open({ Authorization: `Bearer ${TOKEN}` }, '?includeDrafts=true'))
    expect((await stream.next()).event).toBe('welcome')
    await setStat('stat-unused', '2')
    const event = await stream.next()
    expect(event.event).toBe('message')
    expect((event.data as { tags: string[] }).tags).toContain(syncTag('doc:stat-unused'))
    expect((event.data as { tags: string[] }).tags.filter((tag) => tags.includes(tag))).toEqual([])
    await stream.close()
  })

  test('visitors hear of published writes, not of drafts', async () => {
    const stream = readEvents(await open())
    expect((await stream.next()).event).toBe('welcome')
    await setStat('drafts.stat-1', '190+')
    await setStat('stat-2', '365')
    const event = await stream.next()
    expect((event.data as { tags: string[] }).tags).toContain(syncTag('doc:stat-2'))
    expect((event.data as { tags: string[] }).tags).not.toContain(syncTag('doc:stat-1'))
    await stream.close()
  })

  test('includeDrafts without a token is a 401', async () => {
    const response = await open({}, '?includeDrafts=true')
    expect(response.status).toBe(401)
    expect((await response.json()).error.type).toBe('unauthorized')
  })

  test('a Last-Event-ID continues after that event; one the server does not know gets a restart', async () => {
    const first = readEvents(await open())
    await first.next()
    await setStat('stat-2', 'A')
    const seen = await first.next()
    await first.close()
    await setStat('stat-2', 'B')

    const resumed = readEvents(await open({ 'Last-Event-ID': seen.id! }))
    expect((await resumed.next()).event).toBe('welcome')
    const missed = await resumed.next()
    expect(missed.event).toBe('message')
    expect(missed.id).not.toBe(seen.id)
    await resumed.close()

    const unknown = readEvents(await open({ 'Last-Event-ID': 'from-another-server:7' }))
    expect((await unknown.next()).event).toBe('welcome')
    expect((await unknown.next()).event).toBe('restart')
    await unknown.close()
  })

  test('a client that does not accept text/event-stream is a 406', async () => {
    const response = await fetch(`${t.url}${EVENTS}`, { headers: { Accept: 'application/json' } })
    expect(response.status).toBe(406)
  })
})

describe('GET /check/cors', () => {
  test('tells a listed origin it may call with credentials, and an unknown one it may not', async () => {
    const check = async (origin: string) =>
      (await (await fetch(`${t.url}/vX/check/cors`, { headers: { Origin: origin } })).json()).result
    expect(await check('https://localhost:3333')).toEqual({ allowed: true, withCredentials: true })
    expect(await check('https://evil.example')).toEqual({ allowed: false, withCredentials: false })
  })
})
