// A full disk is an error, never a lie (disk.ts): a write that could not be saved is a 507 and is applied nowhere; a
// write that was saved is answered as saved even when its history could not be recorded. SQLite's max_page_count
// makes a database full on demand (the stores' test-only limitGrowth).
import { afterEach, expect, test, vi } from 'vitest'
import { lakeForTests, TOKEN } from './harness.ts'

const t = lakeForTests()

const mutate = (mutations: unknown[]) =>
  fetch(`${t.url}/v2025-02-19/data/mutate/production?returnIds=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ mutations }),
  })
const getDoc = async (id: string) =>
  (
    (await (
      await fetch(`${t.url}/v2025-02-19/data/doc/production/${id}`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      })
    ).json()) as { documents: Record<string, unknown>[] }
  ).documents
/** Text large enough to need new pages in any database. */
const big = 'x'.repeat(64 * 1024)
const logged = { error: vi.spyOn(console, 'error'), log: vi.spyOn(console, 'log') }

afterEach(() => {
  t.lake.store.limitGrowth()
  t.lake.history.limitGrowth()
  logged.error.mockClear()
  logged.log.mockClear()
})

test('a write on a full documents database is a 507 naming the disk, and is applied nowhere', async () => {
  logged.error.mockImplementation(() => {})
  t.lake.store.limitGrowth(0)
  const revision = t.lake.store.revision
  const failed = await mutate([
    { create: { _id: 'too-big', _type: 'stat', value: big } },
    { patch: { id: 'stat-2', set: { value: 'lost' } } },
  ])
  expect(failed.status).toBe(507)
  expect(await failed.json()).toEqual({
    error: {
      type: 'diskFullError',
      description: `The content lake's disk is full: the change was not saved. Free space on ${t.dataDir} and try again.`,
    },
  })
  // A second refused write is not logged again.
  expect((await mutate([{ create: { _id: 'too-big-2', _type: 'stat', value: big } }])).status).toBe(507)
  expect(logged.error.mock.calls.filter(([line]) => String(line).includes('is full'))).toHaveLength(1)

  expect(t.lake.store.revision).toBe(revision)
  expect(await getDoc('too-big')).toEqual([])
  expect(await t.editor.fetch('count(*[_id == "too-big"])')).toBe(0)
  // Queries keep answering, with the old values.
  expect(await t.visitor.fetch('*[_id == "stat-2"][0].value')).toBe('24/7')
  expect(t.lake.status().diskFull.documents).toEqual(expect.any(String))
  expect(t.lake.probeWrites().documents).toMatchObject({ ok: false })

  // Space is freed: writes work again, and the state clears.
  t.lake.store.limitGrowth()
  const saved = await mutate([{ create: { _id: 'too-big', _type: 'stat', value: 'small now' } }])
  expect(saved.status).toBe(200)
  expect(await t.visitor.fetch('*[_id == "too-big"][0].value')).toBe('small now')
  expect(t.lake.status().diskFull).toEqual({})
  expect(t.lake.probeWrites().documents).toEqual({ ok: true })
})

test('a write whose history cannot be recorded is saved, answered 200 and seen by queries at once', async () => {
  logged.error.mockImplementation(() => {})
  t.lake.history.limitGrowth(0)
  const saved = await mutate([
    { createOrReplace: { _id: 'history-full', _type: 'stat', value: big } },
    { patch: { id: 'stat-2', set: { value: '365' } } },
  ])
  expect(saved.status).toBe(200)
  // Every worker heard of the commit: queries answer at its revision, from any worker.
  const answers = await Promise.all(
    Array.from({ length: 6 }, () =>
      t.visitor.fetch('*[_id in ["stat-2", "history-full"]] | order(_id).value'),
    ),
  )
  for (const answer of answers) expect(answer).toEqual([big, '365'])
  expect((await getDoc('history-full'))[0]).toMatchObject({ value: big })
  expect(t.lake.status().diskFull).toEqual({ history: expect.any(String) })
  expect(logged.error.mock.calls.filter(([line]) => String(line).includes('is full'))).toHaveLength(1)

  t.lake.history.limitGrowth()
  expect((await mutate([{ patch: { id: 'stat-2', set: { value: '24/7' } } }])).status).toBe(200)
  expect(t.lake.status().diskFull).toEqual({})
  expect(await t.visitor.fetch('*[_id == "stat-2"][0].value')).toBe('24/7')
})

test('a commit listener that throws stops neither the write nor the other listeners', async () => {
  logged.error.mockImplementation(() => {})
  const heard: string[] = []
  const unsubscribeFailing = t.lake.store.subscribe(() => {
    throw new Error('listener broke')
  })
  const unsubscribe = t.lake.store.subscribe((transaction) => heard.push(transaction.transactionId))
  try {
    const response = await mutate([{ patch: { id: 'stat-1', set: { label: 'Projects' } } }])
    expect(response.status).toBe(200)
    const { transactionId } = (await response.json()) as { transactionId: string }
    expect(heard).toEqual([transactionId])
    expect(await t.visitor.fetch('*[_id == "stat-1"][0].label')).toBe('Projects')
  } finally {
    unsubscribeFailing()
    unsubscribe()
  }
})
