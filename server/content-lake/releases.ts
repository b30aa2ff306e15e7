// Content Releases as hosted Sanity keeps them (API version 2025-02-19 on): a release is a `system.release` document
// at `_.releases.<id>`, and the documents it changes are versions at `versions.<id>.<documentId>`. The release
// actions of the actions API (`sanity.action.release.*`) move a release through its states, each one transaction:
//
//   active ──schedule──▶ scheduled ──(its time: release-scheduler.ts)──▶ published
//     │  ◀──unschedule──┘  (schedule again: another time)                   ▲
//     ├──publish────────────────────────────────────────────────────────────┘
//     └──archive──▶ archived ──unarchive──▶ active          archived | published ──delete──▶ (gone)
//
// Publishing writes every version over its published document (or deletes the document, for a version marked to
// unpublish it) and removes the versions, all at once; the release keeps their ids (`finalDocumentStates`), whose
// last revisions the history answers. Archiving removes the versions the same way, and unarchiving brings them back
// from the history. Only an active release's versions can change: scheduling freezes them until it is unscheduled.
import { LakeError } from './errors.ts'
import { LOCAL_EDITOR_ID } from './history.ts'
import type { MutationStep, SanityMutation } from './mutations.ts'
import { isUnpublishingVersion, releaseOfVersion } from './perspective.ts'
import { publishedIdOf } from './source-ids.ts'
import type { SanityDocument } from './store.ts'

export const RELEASE_TYPE = 'system.release'
export const RELEASE_PREFIX = '_.releases.'
export const releaseDocumentId = (releaseId: string) => `${RELEASE_PREFIX}${releaseId}`
export const versionPrefix = (releaseId: string) => `versions.${releaseId}.`
/** What a release id may be: the Studio makes `r` and eight letters or digits; no dots (it is part of ids). */
const RELEASE_ID = /^[a-zA-Z0-9_-]{1,64}$/

export type ReleaseState = 'active' | 'scheduled' | 'published' | 'archived'

export interface ReleaseDocument extends SanityDocument {
  name: string
  state: ReleaseState
  publishAt?: string
  publishedAt?: string
  error?: { message: string }
  finalDocumentStates?: { id: string }[]
  metadata: { title?: string; releaseType?: string; intendedPublishAt?: string } & Record<string, unknown>
}

/** One document of a release that would not be valid once published, in the words the Studio would use. */
export interface ReleaseProblem {
  documentId: string
  message: string
}

/**
 * Checks the versions a release would publish, before it is published; the server gives the content model's
 * validation (server/release-validation.ts). Empty: nothing blocks it.
 */
export type ReleaseValidator = ((
  versions: SanityDocument[],
  dataset: {
    /** GROQ over every document, as the editor reads them (perspective raw): what custom rules query. */
    fetch(query: string, params: Record<string, unknown>): Promise<unknown>
    /** Whether a document exists once the release is published (a reference must point at one). */
    exists(id: string): boolean
  },
) => Promise<ReleaseProblem[]>) & {
  /** Loads what validating needs ahead of time (the scheduler calls it once a release is scheduled). */
  warm?: () => Promise<void>
}

/**
 * Mutations a release's publish commits with its versions, in the same transaction (the server's: redirects from
 * the old addresses of documents the release moves, server/release-redirects.ts).
 */
export type ReleasePublishHook = (
  versions: SanityDocument[],
  dataset: {
    fetch(query: string, params: Record<string, unknown>): Promise<unknown>
    /** A document as it is before the release publishes. */
    get(id: string): SanityDocument | null
  },
) => Promise<SanityMutation[]>

export interface ReleaseContext {
  now?: () => Date
  /** A deleted document's last revision (history.ts): what unarchiving restores. */
  lastRevision?: (id: string) => SanityDocument | null
  /** The release validator, given the dataset's `fetch` (index.ts). */
  validate?: (versions: SanityDocument[], exists: (id: string) => boolean) => Promise<ReleaseProblem[]>
  /**
   * A dry run: the Studio asks whether the editor may act (a schedule "now", a publish of a release still empty)
   * before showing its buttons. The release's state is checked; its time, contents and validation are not.
   */
  dryRun?: boolean
  /** The publish hook, given the dataset's `fetch` (index.ts). */
  onPublish?: (
    versions: SanityDocument[],
    get: (id: string) => SanityDocument | null,
  ) => Promise<SanityMutation[]>
}

const SYSTEM_FIELDS = ['_id', '_rev', '_updatedAt', '_createdAt', '_system'] as const

function contentOf(doc: SanityDocument): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...doc }
  for (const field of SYSTEM_FIELDS) delete copy[field]
  return copy
}

function requireReleaseId(action: Record<string, unknown>, type: string): string {
  const releaseId = action.releaseId
  if (typeof releaseId !== 'string' || !RELEASE_ID.test(releaseId))
    throw new LakeError(400, 'actionError', `${type}: "releaseId" must be a release id without "_.releases."`)
  return releaseId
}

function requireRelease(
  current: (id: string) => SanityDocument | null,
  releaseId: string,
  states: ReleaseState[],
  doing: string,
): ReleaseDocument {
  const release = current(releaseDocumentId(releaseId)) as ReleaseDocument | null
  if (!release || release._type !== RELEASE_TYPE)
    throw new LakeError(404, 'releaseNotFoundError', `Release "${releaseId}" does not exist`, { releaseId })
  if (!states.includes(release.state)) {
    throw new LakeError(
      409,
      'releaseStateError',
      `Release "${releaseId}" is ${release.state}: only ${states.join(' or ')} releases can be ${doing}`,
      { releaseId, state: release.state },
    )
  }
  return release
}

/**
 * A version may change only while its release is active: a scheduled release is frozen until it is unscheduled,
 * a published or archived one for good. Throws a 409 that says so.
 */
export function requireOpenRelease(current: (id: string) => SanityDocument | null, versionId: string): void {
  const releaseId = releaseOfVersion(versionId)
  if (releaseId === null) return
  const release = current(releaseDocumentId(releaseId)) as ReleaseDocument | null
  if (!release)
    throw new LakeError(404, 'releaseNotFoundError', `Release "${releaseId}" does not exist`, { releaseId })
  if (release.state === 'scheduled') {
    throw new LakeError(
      409,
      'releaseStateError',
      `Release "${releaseId}" is scheduled: unschedule it to change its documents`,
      { releaseId, state: release.state },
    )
  }
  if (release.state !== 'active') {
    throw new LakeError(
      409,
      'releaseStateError',
      `Release "${releaseId}" is ${release.state}: its documents can no longer change`,
      { releaseId, state: release.state },
    )
  }
}

/**
 * Mutations (`/data/mutate`) change neither a release (its actions do) nor the versions of a release that is not
 * active, judged by the release as it was before them.
 */
export function checkReleaseWrites(
  changes: { id: string }[],
  stored: (id: string) => SanityDocument | null,
): void {
  for (const { id } of changes) {
    if (id.startsWith(RELEASE_PREFIX)) {
      throw new LakeError(
        409,
        'releaseStateError',
        `"${id}" is a release: change it with the release actions (sanity.action.release.*)`,
        { id },
      )
    }
    requireOpenRelease(stored, id)
  }
}

/** Metadata paths only: a release's state, times and documents change through its actions. */
function checkMetadataPatch(patch: Record<string, unknown>, releaseId: string) {
  const allowed = new Set(['set', 'unset', 'setIfMissing'])
  for (const [operation, value] of Object.entries(patch)) {
    if (!allowed.has(operation))
      throw new LakeError(400, 'actionError', `release.edit: "${operation}" is not allowed on a release`)
    const paths = Array.isArray(value) ? value : Object.keys((value ?? {}) as object)
    const outside = paths.find((path) => typeof path !== 'string' || !/^metadata(\.|$|\[)/.test(path))
    if (outside !== undefined) {
      throw new LakeError(
        400,
        'actionError',
        `release.edit: only the metadata of release "${releaseId}" can be edited, not "${String(outside)}"`,
      )
    }
  }
}

/** The mutations that publish a release's versions as they are in the transaction (its publish action). */
async function publishMutations(
  releaseId: string,
  current: (id: string) => SanityDocument | null,
  idsWithPrefix: (prefix: string) => string[],
  context: ReleaseContext,
): Promise<{ mutations: SanityMutation[]; versionIds: string[] }> {
  const versionIds = idsWithPrefix(versionPrefix(releaseId))
  if (versionIds.length === 0 && !context.dryRun)
    throw new LakeError(409, 'releaseEmptyError', `Release "${releaseId}" has no documents to publish`, {
      releaseId,
    })
  const versions = versionIds.map((id) => current(id)!)
  const published = new Map<string, SanityDocument | null>()
  for (const version of versions) {
    const id = publishedIdOf(version._id)
    published.set(id, isUnpublishingVersion(version) ? null : { ...version, _id: id })
  }
  if (context.validate && !context.dryRun) {
    const kept = versions.filter((version) => !isUnpublishingVersion(version))
    const exists = (id: string) => (published.has(id) ? published.get(id) !== null : current(id) !== null)
    const problems = await context.validate(kept, exists)
    if (problems.length > 0) {
      const listed = problems.map(({ message }) => message).join('; ')
      throw new LakeError(
        409,
        'releaseValidationError',
        `Release "${releaseId}" cannot be published: ${listed}`,
        { releaseId, problems },
      )
    }
  }
  const kept = versions.filter((version) => !isUnpublishingVersion(version))
  const mutations: SanityMutation[] = context.onPublish ? await context.onPublish(kept, current) : []
  for (const [id, doc] of published) {
    if (doc) mutations.push({ createOrReplace: { ...contentOf(doc), _id: id } })
    else if (current(id)) mutations.push({ delete: { id } })
  }
  for (const id of versionIds) mutations.push({ delete: { id } })
  return { mutations, versionIds }
}

/** The mutations of one release action (`release.create` … `release.delete`), decided in its transaction. */
export function releaseActionStep(
  type: string,
  action: Record<string, unknown>,
  context: ReleaseContext,
): MutationStep {
  const now = () => (context.now ?? (() => new Date()))()
  return async (current, idsWithPrefix) => {
    const releaseId = requireReleaseId(action, type)
    const id = releaseDocumentId(releaseId)
    switch (type) {
      case 'release.create': {
        if (current(id))
          throw new LakeError(409, 'documentAlreadyExistsError', `Release "${releaseId}" already exists`, {
            id,
          })
        const metadata = (action.metadata ?? {}) as Record<string, unknown>
        return [
          {
            create: {
              _id: id,
              _type: RELEASE_TYPE,
              name: releaseId,
              state: 'active',
              createdBy: LOCAL_EDITOR_ID,
              metadata: { releaseType: 'undecided', ...metadata },
            },
          },
        ]
      }
      case 'release.edit': {
        requireRelease(current, releaseId, ['active', 'scheduled'], 'edited')
        const patch = (action.patch ?? {}) as Record<string, unknown>
        checkMetadataPatch(patch, releaseId)
        return [{ patch: { ...patch, id } }]
      }
      case 'release.schedule': {
        // A scheduled release may be scheduled again, for another time (Scheduled Drafts reschedule this way).
        requireRelease(current, releaseId, ['active', 'scheduled'], 'scheduled')
        const publishAt = typeof action.publishAt === 'string' ? new Date(action.publishAt) : null
        if (!publishAt || Number.isNaN(publishAt.getTime()))
          throw new LakeError(400, 'actionError', 'release.schedule: "publishAt" must be a date and time')
        if (publishAt.getTime() <= now().getTime() && !context.dryRun)
          throw new LakeError(400, 'actionError', 'release.schedule: "publishAt" must be in the future')
        return [
          {
            patch: {
              id,
              set: { state: 'scheduled', publishAt: publishAt.toISOString() },
              unset: ['error'],
            },
          },
        ]
      }
      case 'release.unschedule': {
        requireRelease(current, releaseId, ['scheduled'], 'unscheduled')
        return [{ patch: { id, set: { state: 'active' }, unset: ['publishAt'] } }]
      }
      case 'release.publish': {
        requireRelease(current, releaseId, ['active', 'scheduled'], 'published')
        const { mutations, versionIds } = await publishMutations(releaseId, current, idsWithPrefix, context)
        return [
          ...mutations,
          {
            patch: {
              id,
              set: {
                state: 'published',
                publishedAt: now().toISOString(),
                finalDocumentStates: versionIds.map((versionId) => ({ id: versionId })),
              },
              unset: ['error'],
            },
          },
        ]
      }
      case 'release.archive': {
        requireRelease(current, releaseId, ['active'], 'archived')
        const versionIds = idsWithPrefix(versionPrefix(releaseId))
        return [
          ...versionIds.map((versionId) => ({ delete: { id: versionId } })),
          {
            patch: {
              id,
              set: {
                state: 'archived',
                finalDocumentStates: versionIds.map((versionId) => ({ id: versionId })),
              },
            },
          },
        ]
      }
      case 'release.unarchive': {
        const release = requireRelease(current, releaseId, ['archived'], 'unarchived')
        const restored: SanityMutation[] = []
        for (const { id: versionId } of release.finalDocumentStates ?? []) {
          if (current(versionId)) continue
          const last = context.lastRevision?.(versionId)
          if (last) restored.push({ create: { ...contentOf(last), _id: versionId } })
        }
        return [...restored, { patch: { id, set: { state: 'active' }, unset: ['finalDocumentStates'] } }]
      }
      case 'release.delete': {
        requireRelease(current, releaseId, ['archived', 'published'], 'deleted')
        return [...idsWithPrefix(versionPrefix(releaseId)), id].map((gone) => ({ delete: { id: gone } }))
      }
      default:
        throw new LakeError(400, 'actionError', `Unsupported action "sanity.action.${type}"`)
    }
  }
}
