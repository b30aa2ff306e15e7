// A document made with the Studio's "Create new document" button, as its document pane sees it through the lake:
// the Studio's own buffered document (@sanity/mutator), fed the pair listener's events, rebuilds the lake's draft
// revision by revision (the create has no previous revision, each edit chains on the last), and every mendoza
// effect turns the previous version into the next one and back. These events were suspected when a new document
// could not be published without a reload; the cause was the Studio's publish action
// (studio/actions/publish-when-validated.ts).
import { BufferedDocument, Mutation } from '@sanity/mutator'
import { applyPatch } from 'mendoza'
import { expect, test } from 'vitest'
import { lakeForTests, studioAction, studioApi } from './harness.ts'

const t = lakeForTests()
const api = studioApi(t)
const { edit, publish } = studioAction

type Doc = Record<string, unknown> & { _rev: string }
interface MutationEvent {
  type: string
  documentId: string
  transactionId: string
  transition: string
  previousRev?: string
  resultRev: string
  mutations: object[]
  effects: { apply: unknown[]; revert: unknown[] }
  timestamp: string
}

test('the events of a new document rebuild its draft in the Studio, revision by revision', async () => {
  const id = 'new-redirect'
  const draftId = `drafts.${id}`
  const events: MutationEvent[] = []
  const subscription = t.editor
    .listen('*[_id in $ids]', { ids: [id, draftId] }, {
      events: ['welcome', 'mutation'],
      effectFormat: 'mendoza',
      includeResult: false,
      includeAllVersions: true,
    } as never)
    .subscribe((event) => events.push(event as unknown as MutationEvent))
  await expect.poll(() => events.some((event) => event.type === 'welcome')).toBe(true)

  // What the Studio sends: the create (its _rev is the transaction's id), then one edit per commit.
  const versions = new Map<string, Doc | null>()
  const run = async (transactionId: string, actions: object[]) => {
    expect((await api.actions(actions, { transactionId })).status).toBe(200)
    versions.set(transactionId, ((await t.editor.getDocument(draftId)) ?? null) as Doc | null)
  }
  await run('tx-create', [
    {
      actionType: 'sanity.action.document.create',
      publishedId: id,
      attributes: {
        _id: draftId,
        _type: 'redirect',
        permanent: true,
        _createdAt: '2026-11-27T07:00:00.000Z',
        _rev: 'tx-create',
      },
      ifExists: 'fail',
    },
  ])
  await run('tx-from', [edit(id, { set: { from: '/spring-offer' } })])
  await run('tx-to', [
    edit(id, { unset: ['_empty_action_guard_pseudo_field_'] }),
    edit(id, { set: { to: '/contact' } }),
  ])
  await run('tx-publish', [publish(id)])
  await expect.poll(() => events.filter((event) => event.type === 'mutation').length).toBe(5)
  subscription.unsubscribe()

  const draftEvents = events.filter((event) => event.type === 'mutation' && event.documentId === draftId)
  expect(
    draftEvents.map(({ transition, previousRev, resultRev }) => [transition, previousRev, resultRev]),
  ).toEqual([
    ['appear', undefined, 'tx-create'],
    ['update', 'tx-create', 'tx-from'],
    ['update', 'tx-from', 'tx-to'],
    ['disappear', 'tx-to', 'tx-publish'],
  ])

  const buffered = new BufferedDocument(null)
  let previous: Doc | null = null
  for (const event of draftEvents) {
    buffered.arrive(new Mutation(event as never))
    const expected = versions.get(event.transactionId)!
    expect(buffered.document.HEAD).toEqual(expected)
    expect(applyPatch(previous, event.effects.apply as never)).toEqual(expected)
    expect(applyPatch(expected, event.effects.revert as never)).toEqual(previous)
    previous = expected
  }
  expect(await t.editor.getDocument(id)).toMatchObject({
    from: '/spring-offer',
    to: '/contact',
    permanent: true,
  })
})
