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
    { path: '/', language: 'en' },
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

  test('a plain query is tagged by the documents its references reached, not by everything', async () => {
    const answer = (await t.visitor.fetch(
      pageByPathQuery,
      { path: '/', language: 'en' },
      { filterResponse: false },
    )) as {
      syncTags: string[]
    }
    expect(answer.syncTags).toContain(syncTag('doc:stat-1'))
    expect(answer.syncTags).not.toContain(syncTag('all'))
    expect(answer.syncTags).not.toContain(syncTag('doc:stat-unused'))
    // So a visitor's page is not refetched for a write to a figure it does not show.
    const stream = readEvents(await open())
    expect((await stream.next()).event).toBe('welcome')
    await setStat('stat-unused', '3')
    const event = await stream.next()
    expect((event.data as { tags: string[] }).tags.filter((tag) => answer.syncTags.includes(tag))).toEqual([])
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

  test('a Last-Event-ID of another visibility, or a forged one, gets a restart', async () => {
    const visitor = readEvents(await open())
    await visitor.next()
    await setStat('stat-2', 'C')
    const publicId = (await visitor.next()).id!
    await visitor.close()
    const editor = readEvents(await open({ Authorization: `Bearer ${TOKEN}` }, '?includeDrafts=true'))
    await editor.next()
    await setStat('stat-2', 'D')
    const editorId = (await editor.next()).id!
    await editor.close()
    const [epoch] = publicId.split(':')

    const resumed = async (lastEventId: string, headers: Record<string, string> = {}, search = '') => {
      const stream = readEvents(await open({ ...headers, 'Last-Event-ID': lastEventId }, search))
      expect((await stream.next()).event).toBe('welcome')
      const next = (await stream.next()).event
      await stream.close()
      return next
    }
    // A visitor's id continues only a visitor's stream, and the editor's only the editor's.
    expect(await resumed(editorId)).toBe('restart')
    expect(await resumed(publicId, { Authorization: `Bearer ${TOKEN}` }, '?includeDrafts=true')).toBe(
      'restart',
    )
    expect(await resumed(`${epoch}:p999999`)).toBe('restart')
    expect(await resumed(`${epoch}:e1`)).toBe('restart')
    expect(await resumed(`${epoch}:p-1`)).toBe('restart')
    // Its own id does continue: the write after it is replayed.
    expect(await resumed(publicId)).toBe('message')
  })

  test('a client that does not accept text/event-stream is a 406', async () => {
    const response = await fetch(`${t.url}${EVENTS}`, { headers: { Accept: 'application/json' } })
    expect(response.status).toBe(406)
  })
})

describe('event ids', () => {
  const sequence = (id: string | undefined) => Number(/:[a-z](\d+)$/.exec(id ?? '')?.[1])
  const writeLeadAndDraft = async (n: number) => {
    await t.editor.create({ _id: `contactSubmission.lead-${n}`, _type: 'contactSubmission', name: 'A lead' })
    await setStat('drafts.stat-1', `${200 + n}+`)
  }

  test("a visitor's ids count none of the writes it cannot see: leads and drafts", async () => {
    const visitor = readEvents(await open())
    const editor = readEvents(await open({ Authorization: `Bearer ${TOKEN}` }, '?includeDrafts=true'))
    await visitor.next()
    await editor.next()
    await setStat('stat-2', 'E')
    const before = await visitor.next()
    const editorBefore = await editor.next()
    await writeLeadAndDraft(1)
    await setStat('stat-2', 'F')
    const after = await visitor.next()
    expect(after.data).toEqual({ tags: [syncTag('all'), syncTag('doc:stat-2'), syncTag('type:stat')].sort() })
    // The visitor's id moved on by its one write; the editor's by all three.
    expect(sequence(after.id)).toBe(sequence(before.id) + 1)
    let editorAfter = editorBefore
    for (let i = 0; i < 3; i++) editorAfter = await editor.next()
    expect(sequence(editorAfter.id)).toBe(sequence(editorBefore.id) + 3)
    await visitor.close()
    await editor.close()
  })

  test('a visitor that reconnects after leads and drafts were written gets only what it missed', async () => {
    const first = readEvents(await open())
    await first.next()
    await setStat('stat-2', 'G')
    const seen = await first.next()
    await first.close()
    await writeLeadAndDraft(2)
    await setStat('stat-2', 'H')
    await writeLeadAndDraft(3)

    const resumed = readEvents(await open({ 'Last-Event-ID': seen.id! }))
    expect((await resumed.next()).event).toBe('welcome')
    const missed = await resumed.next()
    expect(missed.event).toBe('message')
    expect(sequence(missed.id)).toBe(sequence(seen.id) + 1)
    expect((missed.data as { tags: string[] }).tags).toContain(syncTag('doc:stat-2'))
    // Nothing else was missed: the next event is the next public write.
    await setStat('stat-2', 'I')
    expect(sequence((await resumed.next()).id)).toBe(sequence(seen.id) + 2)
    await resumed.close()
  })

  test("a preview token hears of drafts, never of the Presentation tool's preview secrets", async () => {
    const { token } = (await (
      await fetch(`${t.url}/vX/preview-tokens`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}` },
      })
    ).json()) as { token: string }
    const preview = readEvents(await open({ Authorization: `Bearer ${token}` }, '?includeDrafts=true'))
    expect((await preview.next()).event).toBe('welcome')
    await t.editor.createOrReplace({
      _id: 'drafts.0b7c3f0e-5c1a-4d57-9a51-1f6f3c1c2e11',
      _type: 'sanity.previewUrlSecret',
      secret: 'not for previews',
    })
    await setStat('drafts.stat-1', '230+')
    const event = await preview.next()
    const tags = (event.data as { tags: string[] }).tags
    expect(tags).toContain(syncTag('doc:stat-1'))
    expect(tags).not.toContain(syncTag('doc:0b7c3f0e-5c1a-4d57-9a51-1f6f3c1c2e11'))
    expect(tags).not.toContain(syncTag('type:sanity.previewUrlSecret'))
    await preview.close()
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
