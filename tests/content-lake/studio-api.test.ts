// What Sanity Studio needs from the embedded lake besides queries and mutations: the actions API (edit, publish,
// unpublish, discard, delete), listener events a Studio can apply, history, the signed-in editor, and preview tokens.
import { applyPatch } from 'mendoza'
import { describe, expect, test } from 'vitest'
import { lakeForTests, studioAction, studioApi, TOKEN } from './harness.ts'

const t = lakeForTests()
const { request: api, actions } = studioApi(t)
const { edit, publish } = studioAction

describe('POST /data/actions', () => {
  test('the first edit of a published document starts its draft from the published version', async () => {
    const response = await actions([edit('stat-2', { set: { value: '365' } })], {
      transactionId: 'tx-edit-1',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ transactionId: 'tx-edit-1' })
    const draft = await t.editor.getDocument('drafts.stat-2')
    expect(draft).toMatchObject({ _type: 'stat', value: '365', label: 'Support', _rev: 'tx-edit-1' })
    expect((await t.editor.getDocument('stat-2'))!.value).toBe('24/7')
  })

  test('publish replaces the published version with the draft and removes the draft, in one transaction', async () => {
    const published = (await t.editor.getDocument('stat-2'))!
    const response = await actions([publish('stat-2', published._rev)], { transactionId: 'tx-publish-1' })
    expect(response.status).toBe(200)
    expect(await t.editor.getDocument('drafts.stat-2')).toBeUndefined()
    expect(await t.visitor.fetch('*[_id == "stat-2"][0]{value, _rev, _createdAt}')).toEqual({
      value: '365',
      _rev: 'tx-publish-1',
      _createdAt: published._createdAt,
    })
  })

  test('publish refuses when the published version changed meanwhile (ifPublishedRevisionId)', async () => {
    await actions([edit('stat-2', { set: { value: '366' } })])
    const response = await actions([publish('stat-2', 'some-older-revision')])
    expect(response.status).toBe(409)
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe('conflictError')
    expect((await t.editor.getDocument('drafts.stat-2'))!.value).toBe('366')
  })

  test('edit then publish in one request publishes the edited draft', async () => {
    await actions([edit('stat-2', { set: { label: 'Always there' } }), publish('stat-2')])
    expect(await t.visitor.fetch('*[_id == "stat-2"][0]{value, label}')).toEqual({
      value: '366',
      label: 'Always there',
    })
  })

  test('unpublish keeps the content as a draft; discard drops a draft; delete removes both', async () => {
    await actions([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'stat-3',
        attributes: { _id: 'drafts.stat-3', _type: 'stat', value: '1', label: 'New' },
        ifExists: 'fail',
      },
      publish('stat-3'),
    ])
    expect(await t.visitor.fetch('*[_id == "stat-3"][0].value')).toBe('1')

    await actions([
      { actionType: 'sanity.action.document.unpublish', draftId: 'drafts.stat-3', publishedId: 'stat-3' },
    ])
    expect(await t.visitor.fetch('*[_id == "stat-3"][0]')).toBeNull()
    expect((await t.editor.getDocument('drafts.stat-3'))!.value).toBe('1')

    await actions([{ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.stat-3' }])
    expect(await t.editor.getDocument('drafts.stat-3')).toBeUndefined()

    await actions([edit('stat-1', { set: { value: '180+' } })])
    await actions([
      {
        actionType: 'sanity.action.document.delete',
        publishedId: 'stat-1',
        includeDrafts: ['drafts.stat-1'],
      },
    ])
    expect(await t.editor.fetch('*[_id in ["stat-1", "drafts.stat-1"]]')).toEqual([])
  })

  test('an unknown action is a 400, and every action needs the editor token', async () => {
    expect((await actions([{ actionType: 'sanity.action.document.teleport' }])).status).toBe(400)
    const anonymous = await api('/data/actions/production', {
      method: 'POST',
      token: null,
      body: JSON.stringify({ actions: [edit('stat-2', { set: { value: 'x' } })] }),
    })
    expect(anonymous.status).toBe(401)
  })
})

describe('listener events of actions', () => {
  test('a publish sends one event per document, counted in transactionTotalEvents, with mendoza effects', async () => {
    await actions([edit('stat-2', { set: { value: '400' } })])
    const before = {
      published: (await t.editor.getDocument('stat-2'))!,
      draft: (await t.editor.getDocument('drafts.stat-2'))!,
    }
    const events: Record<string, unknown>[] = []
    const subscription = t.editor
      .listen('*[_id in $ids]', { ids: ['stat-2', 'drafts.stat-2'] }, {
        events: ['welcome', 'mutation'],
        effectFormat: 'mendoza',
      } as never)
      .subscribe((event) => events.push(event as unknown as Record<string, unknown>))
    await expect.poll(() => events.some((event) => event.type === 'welcome')).toBe(true)
    await actions([publish('stat-2')], { transactionId: 'tx-publish-listen' })
    await expect.poll(() => events.filter((event) => event.type === 'mutation').length).toBe(2)
    subscription.unsubscribe()

    const mutations = events.filter((event) => event.type === 'mutation')
    expect(mutations.map((event) => event.transactionTotalEvents)).toEqual([2, 2])
    expect(mutations.map((event) => event.transactionCurrentEvent)).toEqual([1, 2])
    const published = mutations.find((event) => event.documentId === 'stat-2')!
    const draft = mutations.find((event) => event.documentId === 'drafts.stat-2')!
    expect(draft.transition).toBe('disappear')
    const effects = published.effects as { apply: unknown; revert: unknown }
    expect(applyPatch(before.published, effects.apply as never)).toMatchObject({ value: '400' })
    expect(applyPatch(before.draft, (draft.effects as { apply: unknown }).apply as never)).toBeNull()
  })
})

describe('GET /data/history', () => {
  test('a document at a revision, its transactions (NDJSON) and its events', async () => {
    await actions([edit('stat-2', { set: { value: '500' } })], { transactionId: 'tx-history-edit' })
    await actions([publish('stat-2')], { transactionId: 'tx-history-publish' })

    const atRevision = await api('/data/history/production/documents/drafts.stat-2?revision=tx-history-edit')
    expect(((await atRevision.json()) as { documents: { value: string }[] }).documents[0]!.value).toBe('500')

    const transactions = await api(
      '/data/history/production/transactions/stat-2,drafts.stat-2?excludeContent=true',
    )
    const lines = (await transactions.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string })
    expect(lines.map((line) => line.id)).toEqual(
      expect.arrayContaining(['tx-history-edit', 'tx-history-publish']),
    )

    const events = (await (await api('/data/history/production/events/documents/stat-2')).json()) as {
      events: Record<string, { type: string; id: string }[]>
    }
    expect(events.events['stat-2']![0]).toMatchObject({
      type: 'publishDocumentVersion',
      id: 'tx-history-publish',
    })
  })
})

describe('who is signed in, and the project', () => {
  test('/users/me is the local editor with the token, nobody without', async () => {
    expect(await (await api('/users/me')).json()).toMatchObject({ id: 'local-editor', role: 'administrator' })
    expect(await (await api('/users/me', { token: null })).json()).toEqual({})
  })

  test('the editor may do everything in the dataset', async () => {
    const acl = (await (await api('/projects/local/datasets/production/acl')).json()) as {
      permissions: string[]
    }[]
    expect(acl[0]!.permissions).toEqual(expect.arrayContaining(['read', 'create', 'update', 'history']))
  })

  test('the project says how many days of history are kept (LAKE_HISTORY_DAYS, 90 by default)', async () => {
    const project = (await (await api('/projects/local')).json()) as { maxRetentionDays: number }
    expect(project.maxRetentionDays).toBe(90)
  })

  test('hosted-only services answer at once: off, or a 404', async () => {
    expect(await (await api('/intake/telemetry-status')).json()).toEqual({ status: 'denied' })
    expect((await api('/comments/production/setup')).status).toBe(404)
  })
})

describe('preview tokens', () => {
  test('a preview token reads drafts of public documents, but neither leads nor writes', async () => {
    expect((await api('/preview-tokens', { method: 'POST', token: null })).status).toBe(401)
    const { token } = (await (await api('/preview-tokens', { method: 'POST' })).json()) as { token: string }
    await actions([edit('stat-2', { set: { value: 'draft value' } })])
    const query = (text: string) =>
      api(`/data/query/production?query=${encodeURIComponent(text)}&perspective=drafts`, { token })
        .then((response) => response.json())
        .then((body) => (body as { result: unknown }).result)
    expect(await query('*[_id == "stat-2"][0].value')).toBe('draft value')
    expect(await query('count(*[_type == "contactSubmission"])')).toBe(0)
    const write = await api('/data/mutate/production', {
      method: 'POST',
      token,
      body: JSON.stringify({ mutations: [{ patch: { id: 'stat-2', set: { value: 'no' } } }] }),
    })
    expect(write.status).toBe(401)
  })

  test("a preview token reads none of the Presentation tool's preview secrets, in any perspective", async () => {
    // As @sanity/preview-url-secret writes them: a draft with a random id, which is otherwise a public id's draft.
    const secretId = 'drafts.5f0c8a52-3d8e-4c3b-9d55-7a2f0e6b9c41'
    await t.editor.createOrReplace({ _id: secretId, _type: 'sanity.previewUrlSecret', secret: 'abc' })
    await t.editor.createOrReplace({
      _id: 'sanity-preview-url-secret.share-access',
      _type: 'sanity.previewUrlShareAccess',
      secret: 'def',
    })
    const { token } = (await (await api('/preview-tokens', { method: 'POST' })).json()) as { token: string }
    const query = (text: string, perspective: string, as = token) =>
      api(`/data/query/production?query=${encodeURIComponent(text)}&perspective=${perspective}`, {
        token: as,
      })
        .then((response) => response.json())
        .then((body) => (body as { result: unknown }).result)
    for (const perspective of ['raw', 'drafts', 'published']) {
      expect(await query('*[_type match "sanity.previewUrl*"]', perspective)).toEqual([])
      expect(await query(`*[_id == "${secretId}" || _id == "${secretId.slice(7)}"]`, perspective)).toEqual([])
      expect(await query('*[defined(secret)].secret', perspective)).toEqual([])
    }
    // The editor (and so the site's preview-mode link, which checks secrets with the editor's token) still does.
    expect(await query('*[_type == "sanity.previewUrlSecret"].secret', 'raw', TOKEN)).toEqual(['abc'])
  })

  test('a preview token cannot get a new one: only the editor can', async () => {
    const { token } = (await (await api('/preview-tokens', { method: 'POST' })).json()) as { token: string }
    const renewal = await api('/preview-tokens', { method: 'POST', token })
    expect(renewal.status).toBe(401)
  })
})
