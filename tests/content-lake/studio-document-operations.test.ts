// Each document operation of Sanity Studio, sent to the lake exactly as the Studio (sanity 6) sends it: the actions
// API for create, edit, publish, unpublish, discard and delete, and the mutate API for duplicate. One test per
// operation: the answer, and what the dataset holds afterwards.
import { describe, expect, test } from 'vitest'
import { lakeForTests, studioAction, studioApi } from './harness.ts'

const t = lakeForTests()
const api = studioApi(t)
/** A client made as the Studio makes its own: the editor's token and the raw perspective. */
const studio = () => t.editor.withConfig({ perspective: 'raw' })

/** The lake's answer: its status and JSON body. */
async function answer(response: Promise<Response>) {
  const settled = await response
  return { status: settled.status, body: (await settled.json()) as Record<string, unknown> }
}
const post = (path: string, body: object) =>
  answer(api.request(path, { method: 'POST', body: JSON.stringify(body) }))
const actions = (list: object[], extra: { transactionId?: string } = {}) => answer(api.actions(list, extra))
const ids = (publishedId: string) =>
  studio().fetch<string[]>('*[_id in $ids]._id', { ids: [publishedId, `drafts.${publishedId}`] })

/** What the Studio sends for the first keystroke in a new document (toActions of its create mutation). */
const createDraft = (publishedId: string, fields: object) => ({
  actionType: 'sanity.action.document.create',
  publishedId,
  attributes: {
    _id: `drafts.${publishedId}`,
    _type: 'faqItem',
    _createdAt: '2026-11-23T10:00:00.000Z',
    ...fields,
  },
  ifExists: 'fail',
})
const { edit, publish } = studioAction

describe('document operations of the Studio', () => {
  test('create: the first keystroke creates the draft; a second create of the same id is a 409', async () => {
    const created = await actions([createDraft('faq-new', { question: 'Q' })], { transactionId: 'tx-create' })
    expect(created).toEqual({ status: 200, body: { transactionId: 'tx-create' } })
    expect(await ids('faq-new')).toEqual(['drafts.faq-new'])
    const again = await actions([createDraft('faq-new', { question: 'Q' })])
    expect(again.status).toBe(409)
    expect(again.body.error).toMatchObject({ type: 'documentAlreadyExistsError' })
  })

  test('edit: patches the draft; the empty-commit guard (unset of a pseudo field) changes nothing', async () => {
    await actions([createDraft('faq-edit', { question: 'Before' })])
    expect((await actions([edit('faq-edit', { set: { question: 'After' } })])).status).toBe(200)
    expect((await actions([edit('faq-edit', { unset: ['_empty_action_guard_pseudo_field_'] })])).status).toBe(
      200,
    )
    expect(await studio().getDocument('drafts.faq-edit')).toMatchObject({ question: 'After' })
    expect(await studio().getDocument('drafts.faq-edit')).not.toHaveProperty(
      '_empty_action_guard_pseudo_field_',
    )
  })

  test('publish: the draft becomes the published document, guarded by the published revision', async () => {
    await actions([createDraft('faq-publish', { question: 'v1' })])
    expect((await actions([publish('faq-publish')])).status).toBe(200)
    expect(await ids('faq-publish')).toEqual(['faq-publish'])

    await actions([edit('faq-publish', { set: { question: 'v2' } })])
    const stale = await actions([publish('faq-publish', 'an-older-revision')])
    expect(stale.status).toBe(409)
    const current = (await studio().getDocument('faq-publish'))!
    expect((await actions([publish('faq-publish', current._rev)])).status).toBe(200)
    expect(await studio().getDocument('faq-publish')).toMatchObject({ question: 'v2' })
  })

  test('unpublish: the published document goes, its content stays as the draft', async () => {
    await actions([createDraft('faq-unpublish', { question: 'Kept' }), publish('faq-unpublish')])
    const response = await actions([
      {
        actionType: 'sanity.action.document.unpublish',
        draftId: 'drafts.faq-unpublish',
        publishedId: 'faq-unpublish',
      },
    ])
    expect(response.status).toBe(200)
    expect(await ids('faq-unpublish')).toEqual(['drafts.faq-unpublish'])
    expect(await studio().getDocument('drafts.faq-unpublish')).toMatchObject({ question: 'Kept' })
  })

  test('discard changes: the draft goes, the published document stays', async () => {
    await actions([createDraft('faq-discard', { question: 'Live' }), publish('faq-discard')])
    await actions([edit('faq-discard', { set: { question: 'Unwanted' } })])
    const response = await actions([
      { actionType: 'sanity.action.document.version.discard', versionId: 'drafts.faq-discard' },
    ])
    expect(response.status).toBe(200)
    expect(await ids('faq-discard')).toEqual(['faq-discard'])
    expect(await studio().getDocument('faq-discard')).toMatchObject({ question: 'Live' })
  })

  test('delete of a published document: one delete action names the drafts to remove with it', async () => {
    await actions([createDraft('faq-delete', { question: 'Gone' }), publish('faq-delete')])
    await actions([edit('faq-delete', { set: { question: 'Gone too' } })])
    const response = await actions([
      {
        actionType: 'sanity.action.document.delete',
        includeDrafts: ['drafts.faq-delete'],
        publishedId: 'faq-delete',
      },
    ])
    expect(response.status).toBe(200)
    expect(await ids('faq-delete')).toEqual([])
  })

  test('delete of a never-published document: the Studio lists its versions, then discards each', async () => {
    await actions([createDraft('faq-draft-only', { question: 'Never published' })])
    // The Studio's version list query, in its raw perspective: the draft is the document's only version.
    expect(await studio().fetch('[*[sanity::versionOf("faq-draft-only")]._id]')).toEqual([
      ['drafts.faq-draft-only'],
    ])
    const response = await actions([
      { actionType: 'sanity.action.document.version.discard', versionId: 'drafts.faq-draft-only' },
    ])
    expect(response.status).toBe(200)
    expect(await ids('faq-draft-only')).toEqual([])
  })

  test('the same version list in the published perspective (the API default since 2025-02-19) is empty', async () => {
    await actions([createDraft('faq-perspective', { question: 'Draft' })])
    expect(
      await studio().fetch('[*[sanity::versionOf("faq-perspective")]._id]', {}, { perspective: 'published' }),
    ).toEqual([[]])
  })

  test('an empty action list is a 400 naming the problem, and changes nothing', async () => {
    const response = await actions([])
    expect(response.status).toBe(400)
    expect(response.body.error).toMatchObject({ description: 'No actions given' })
  })

  test('duplicate: a create mutation of the copy as a new draft, through /data/mutate', async () => {
    await actions([createDraft('faq-original', { question: 'Original' }), publish('faq-original')])
    const response = await post('/data/mutate/production?returnIds=true&visibility=async', {
      mutations: [{ create: { _id: 'drafts.faq-copy', _type: 'faqItem', question: 'Original' } }],
    })
    expect(response.status).toBe(200)
    expect(await ids('faq-copy')).toEqual(['drafts.faq-copy'])
    expect(await ids('faq-original')).toEqual(['faq-original'])
  })
})
