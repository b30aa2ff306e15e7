import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startLake, type TestLake } from './harness.ts'

let t: TestLake
beforeAll(async () => {
  t = await startLake()
})
afterAll(() => t.close())

describe('POST /data/mutate', () => {
  test('create, then patch set/inc/insert/unset, maintaining _rev, _createdAt and _updatedAt', async () => {
    const created = await t.editor.create({
      _id: 'doc-a',
      _type: 'stat',
      value: '1',
      label: 'A',
      tags: ['x'],
      count: 1,
    })
    expect(created._rev).toBeTruthy()
    expect(created._createdAt).toBeTruthy()
    const patched = await t.editor
      .patch('doc-a')
      .set({ value: '2' })
      .inc({ count: 2 })
      .insert('after', 'tags[-1]', ['y'])
      .unset(['label'])
      .commit()
    expect(patched).toMatchObject({ value: '2', count: 3, tags: ['x', 'y'] })
    expect(patched.label).toBeUndefined()
    expect(patched._rev).not.toBe(created._rev)
    expect(patched._createdAt).toBe(created._createdAt)
  })

  test('createIfNotExists keeps an existing document; createOrReplace replaces it', async () => {
    await t.editor.createIfNotExists({ _id: 'doc-a', _type: 'stat', value: 'ignored' })
    expect((await t.editor.getDocument('doc-a'))?.value).toBe('2')
    await t.editor.createOrReplace({ _id: 'doc-a', _type: 'stat', value: 'replaced' })
    expect(await t.editor.getDocument('doc-a')).toMatchObject({ value: 'replaced' })
  })

  test('creating an existing id is a 409', async () => {
    await expect(t.editor.create({ _id: 'stat-1', _type: 'stat' })).rejects.toMatchObject({ statusCode: 409 })
  })

  test('ifRevisionID: a stale revision is a 409 and changes nothing', async () => {
    const doc = (await t.editor.getDocument('stat-2'))!
    await t.editor.patch('stat-2').set({ value: 'fresh' }).commit()
    await expect(
      t.editor.patch('stat-2').ifRevisionId(doc._rev).set({ value: 'stale' }).commit(),
    ).rejects.toMatchObject({ statusCode: 409 })
    expect((await t.editor.getDocument('stat-2'))?.value).toBe('fresh')
  })

  test('a transaction applies all or nothing', async () => {
    const attempt = t.editor
      .transaction()
      .create({ _id: 'doc-b', _type: 'stat', value: 'b' })
      .create({ _id: 'stat-1', _type: 'stat' })
      .commit()
    await expect(attempt).rejects.toMatchObject({ statusCode: 409 })
    expect(await t.editor.getDocument('doc-b')).toBeUndefined()
  })

  test('returnIds and returnDocuments', async () => {
    const response = await fetch(
      `${t.url}/v2025-02-19/data/mutate/production?returnIds=true&returnDocuments=true`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer test-editor-token' },
        body: JSON.stringify({ mutations: [{ create: { _id: 'doc-c', _type: 'stat', value: 'c' } }] }),
      },
    )
    const body = await response.json()
    expect(body.documentIds).toEqual(['doc-c'])
    expect(body.results[0]).toMatchObject({ id: 'doc-c', operation: 'create', document: { value: 'c' } })
  })

  test('delete by id and by query', async () => {
    await t.editor.create({ _id: 'doc-d', _type: 'temp' })
    await t.editor.create({ _id: 'doc-e', _type: 'temp' })
    await t.editor.delete('doc-d')
    await t.editor.delete({ query: '*[_type == "temp"]' })
    expect(await t.editor.fetch('count(*[_type == "temp"])')).toBe(0)
  })

  test('writes without the editor token are refused with 401', async () => {
    await expect(t.visitor.create({ _id: 'doc-f', _type: 'stat' })).rejects.toMatchObject({ statusCode: 401 })
  })

  test('concurrent increments never interleave: 50 parallel inc(1) add exactly 50', async () => {
    await t.editor.create({ _id: 'counter', _type: 'stat', count: 0 })
    await Promise.all(Array.from({ length: 50 }, () => t.editor.patch('counter').inc({ count: 1 }).commit()))
    expect((await t.editor.getDocument('counter'))?.count).toBe(50)
  })
})
