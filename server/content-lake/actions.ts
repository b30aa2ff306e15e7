// POST /data/actions: Sanity's document actions API (what the Studio uses to edit, publish, unpublish, discard and
// delete), turned into mutations of one all-or-nothing transaction. Each action reads the transaction's working
// state, so `[edit, publish]` publishes the edited draft.
import { LakeError } from './errors.ts'
import { runTransaction, type MutationStep, type SanityMutation } from './mutations.ts'
import { releaseActionStep, requireOpenRelease, type ReleaseContext } from './releases.ts'
import { publishedIdOf } from './source-ids.ts'
import type { DocumentStore, SanityDocument } from './store.ts'

export type SanityAction = { actionType?: string } & Record<string, unknown>

const draftIdOf = (publishedId: string) => `drafts.${publishedId}`
const SYSTEM_FIELDS = ['_id', '_rev', '_updatedAt'] as const

function withoutSystemFields(doc: SanityDocument): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...doc }
  for (const field of SYSTEM_FIELDS) delete copy[field]
  return copy
}

function requireString(action: SanityAction, field: string): string {
  const value = action[field]
  if (typeof value !== 'string' || value === '') {
    throw new LakeError(400, 'actionError', `${action.actionType}: "${field}" is required`)
  }
  return value
}

function requireDocument(id: string, doc: SanityDocument | null, actionType: string): SanityDocument {
  if (!doc) {
    throw new LakeError(409, 'actionError', `${actionType}: document "${id}" does not exist`, { id })
  }
  return doc
}

/** The mutations one action stands for, decided against the working state of its transaction. */
export function actionStep(action: SanityAction, context: ReleaseContext = {}): MutationStep {
  const type = String(action.actionType ?? '').replace(/^sanity\.action\./, '')
  if (type.startsWith('release.')) return releaseActionStep(type, action, context)
  return (current) => {
    switch (type) {
      case 'document.create': {
        const publishedId = requireString(action, 'publishedId')
        const attributes = (action.attributes ?? {}) as Record<string, unknown>
        const id = typeof attributes._id === 'string' ? attributes._id : draftIdOf(publishedId)
        requireOpenRelease(current, id)
        if (current(id)) {
          if (action.ifExists === 'ignore') return []
          throw new LakeError(409, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, {
            id,
          })
        }
        return [{ create: { ...attributes, _id: id } }]
      }
      case 'document.edit': {
        const publishedId = requireString(action, 'publishedId')
        const draftId = typeof action.draftId === 'string' ? action.draftId : draftIdOf(publishedId)
        const patch = (action.patch ?? {}) as Record<string, unknown>
        requireOpenRelease(current, draftId)
        const mutations: SanityMutation[] = []
        if (!current(draftId)) {
          // The first edit of a published document starts its draft from the published version.
          const published = requireDocument(publishedId, current(publishedId), 'document.edit')
          mutations.push({ create: { ...withoutSystemFields(published), _id: draftId } })
        }
        mutations.push({ patch: { ...patch, id: draftId } })
        return mutations
      }
      case 'document.replaceDraft': {
        const publishedId = requireString(action, 'publishedId')
        const attributes = (action.attributes ?? {}) as Record<string, unknown>
        const id = typeof attributes._id === 'string' ? attributes._id : draftIdOf(publishedId)
        requireOpenRelease(current, id)
        return [{ createOrReplace: { ...attributes, _id: id } }]
      }
      case 'document.publish': {
        const publishedId = requireString(action, 'publishedId')
        const draftId = typeof action.draftId === 'string' ? action.draftId : draftIdOf(publishedId)
        const draft = requireDocument(draftId, current(draftId), 'document.publish')
        const published = current(publishedId)
        if (typeof action.ifDraftRevisionId === 'string' && action.ifDraftRevisionId !== draft._rev) {
          throw new LakeError(
            409,
            'conflictError',
            `The draft of "${publishedId}" has changed: reload and retry`,
            {
              id: draftId,
            },
          )
        }
        if (
          typeof action.ifPublishedRevisionId === 'string' &&
          action.ifPublishedRevisionId !== (published?._rev ?? '')
        ) {
          throw new LakeError(
            409,
            'conflictError',
            `"${publishedId}" was published meanwhile: reload and retry`,
            {
              id: publishedId,
            },
          )
        }
        return [
          { createOrReplace: { ...withoutSystemFields(draft), _id: publishedId } },
          { delete: { id: draftId } },
        ]
      }
      case 'document.unpublish': {
        const publishedId = requireString(action, 'publishedId')
        const draftId = typeof action.draftId === 'string' ? action.draftId : draftIdOf(publishedId)
        const published = requireDocument(publishedId, current(publishedId), 'document.unpublish')
        const mutations: SanityMutation[] = []
        if (!current(draftId)) mutations.push({ create: { ...withoutSystemFields(published), _id: draftId } })
        mutations.push({ delete: { id: publishedId } })
        return mutations
      }
      case 'document.discard':
      case 'document.version.discard': {
        const id = requireString(action, type === 'document.discard' ? 'draftId' : 'versionId')
        requireDocument(id, current(id), type)
        requireOpenRelease(current, id)
        return [{ delete: { id } }]
      }
      case 'document.delete': {
        const publishedId = requireString(action, 'publishedId')
        const drafts = Array.isArray(action.includeDrafts) ? (action.includeDrafts as string[]) : []
        return [publishedId, draftIdOf(publishedId), ...drafts]
          .filter((id, index, all) => all.indexOf(id) === index && current(id))
          .map((id) => ({ delete: { id } }))
      }
      case 'document.version.create': {
        const publishedId = requireString(action, 'publishedId')
        if (action.document && typeof action.document === 'object') {
          const document = action.document as Record<string, unknown>
          if (typeof document._id !== 'string')
            throw new LakeError(400, 'actionError', 'document._id is required')
          requireVersionOf(document._id, publishedId, type)
          requireOpenRelease(current, document._id)
          return [{ create: document }]
        }
        // {baseId, versionId}: a copy of an existing document under a new version id.
        const versionId = requireString(action, 'versionId')
        requireVersionOf(versionId, publishedId, type)
        requireOpenRelease(current, versionId)
        const baseId = typeof action.baseId === 'string' ? action.baseId : publishedId
        const base = requireDocument(baseId, current(baseId), type)
        if (typeof action.ifBaseRevisionId === 'string' && action.ifBaseRevisionId !== base._rev) {
          throw new LakeError(409, 'conflictError', `"${baseId}" has changed: reload and retry`, {
            id: baseId,
          })
        }
        return [{ create: { ...withoutSystemFields(base), _id: versionId } }]
      }
      case 'document.version.replace': {
        const document = (action.document ?? {}) as Record<string, unknown>
        if (typeof document._id !== 'string')
          throw new LakeError(400, 'actionError', 'document._id is required')
        requireDocument(document._id, current(document._id), type)
        requireOpenRelease(current, document._id)
        return [{ createOrReplace: document }]
      }
      case 'document.version.unpublish': {
        // The version unpublishes its document when its release is published (the version is kept, marked).
        const versionId = requireString(action, 'versionId')
        const publishedId = requireString(action, 'publishedId')
        requireVersionOf(versionId, publishedId, type)
        if (!versionId.startsWith('versions.'))
          throw new LakeError(400, 'actionError', `${type}: "${versionId}" is not a release version`)
        requireOpenRelease(current, versionId)
        const published = requireDocument(publishedId, current(publishedId), type)
        const version = current(versionId)
        if (version) return [{ patch: { id: versionId, set: { '_system.delete': true } } }]
        return [{ create: { ...withoutSystemFields(published), _id: versionId, _system: { delete: true } } }]
      }
      default:
        throw new LakeError(400, 'actionError', `Unsupported action "${action.actionType}"`)
    }
  }
}

/** A version id (`drafts.x`, `versions.<release>.x`) must be a version of the document it names. */
function requireVersionOf(id: string, publishedId: string, actionType: string) {
  if (id === `drafts.${publishedId}` || (id.startsWith('versions.') && publishedIdOf(id) === publishedId))
    return
  throw new LakeError(400, 'actionError', `${actionType}: "${id}" is not a version of "${publishedId}"`)
}

/** Runs the actions of one request as one transaction, answering like Sanity's actions API. */
export async function runActions(
  store: DocumentStore,
  actions: SanityAction[],
  options: { transactionId?: string; dryRun?: boolean; releases?: ReleaseContext } = {},
): Promise<{ transactionId: string }> {
  if (actions.length === 0) throw new LakeError(400, 'actionError', 'No actions given')
  const { releases, ...transaction } = options
  const result = await runTransaction(
    store,
    actions.map((action) => actionStep(action, { ...releases, dryRun: options.dryRun })),
    transaction,
  )
  return { transactionId: result.transactionId }
}
