// Applies Sanity mutations (create, createOrReplace, createIfNotExists, delete, patch) as one all-or-nothing
// transaction. Patches are executed by @sanity/mutator, the library the Studio itself uses.
import { randomUUID } from 'node:crypto'
import { Mutation } from '@sanity/mutator'
import { evaluate, parse } from 'groq-js'
import { LakeError } from './errors.ts'
import type { DocumentChange, DocumentStore, SanityDocument } from './store.ts'

type Operation = 'create' | 'update' | 'delete' | 'none'
export type SanityMutation = Record<string, Record<string, unknown>>
/**
 * A step that decides its mutations from the transaction's working state (what earlier steps wrote): the actions
 * API (actions.ts) uses it for "publish the draft as it is now", and a release's publish for "every version it has
 * now" (`idsWithPrefix`).
 */
export type MutationStep = (
  current: (id: string) => SanityDocument | null,
  idsWithPrefix: (prefix: string) => string[],
) => SanityMutation[] | Promise<SanityMutation[]>

export interface TransactionResult {
  transactionId: string
  results: { id: string; operation: Operation; document?: SanityDocument | null }[]
  changes: DocumentChange[]
  timestamp: string
}

const newId = () => randomUUID().replace(/-/g, '').slice(0, 22)

/** Ids a `{query}` delete or patch selects, evaluated over the transaction's working set. */
async function idsByQuery(docs: SanityDocument[], query: string, params: Record<string, unknown> = {}) {
  const result = await (await evaluate(parse(query, { params }), { dataset: docs, params })).get()
  const list: unknown[] = Array.isArray(result) ? result : result ? [result] : []
  return list
    .map((item) => (item as { _id?: string })._id)
    .filter((id): id is string => typeof id === 'string')
}

export async function prepareTransaction(
  store: DocumentStore,
  mutations: (SanityMutation | MutationStep)[],
  options: { transactionId?: string } = {},
): Promise<TransactionResult> {
  const transactionId = options.transactionId || newId()
  const timestamp = new Date().toISOString()
  const working = new Map<string, SanityDocument | null>()
  const touched = new Map<string, unknown[]>()
  const results: TransactionResult['results'] = []

  const current = (id: string) => (working.has(id) ? working.get(id)! : store.get(id))
  const idsWithPrefix = (prefix: string) => {
    const ids = new Set(store.idsWithPrefix(prefix))
    for (const [id, doc] of working) {
      if (!id.startsWith(prefix)) continue
      if (doc) ids.add(id)
      else ids.delete(id)
    }
    return [...ids]
  }
  const workingDocs = () => {
    const docs = new Map(store.documents)
    for (const [id, doc] of working) {
      if (doc) docs.set(id, doc)
      else docs.delete(id)
    }
    return [...docs.values()]
  }
  const write = (id: string, doc: SanityDocument | null, mutation: unknown, operation: Operation) => {
    working.set(id, doc)
    touched.set(id, [...(touched.get(id) ?? []), mutation])
    results.push({ id, operation, document: doc })
  }
  const stamp = (doc: Record<string, unknown>, previous: SanityDocument | null): SanityDocument => ({
    ...doc,
    _id: doc._id as string,
    _type: doc._type as string,
    _rev: transactionId,
    _createdAt: previous?._createdAt ?? (doc._createdAt as string | undefined) ?? timestamp,
    _updatedAt: timestamp,
  })

  const apply = async (mutation: SanityMutation) => {
    const [kind, body] = Object.entries(mutation)[0] ?? []
    if (!kind || !body || typeof body !== 'object')
      throw new LakeError(400, 'mutationError', 'Empty or malformed mutation')
    switch (kind) {
      case 'create':
      case 'createOrReplace':
      case 'createIfNotExists': {
        if (typeof body._type !== 'string')
          throw new LakeError(400, 'mutationError', `${kind}: _type is required`)
        let id = typeof body._id === 'string' ? body._id : ''
        if (!id || id.endsWith('.')) id = `${id}${newId()}`
        const previous = current(id)
        if (kind === 'create' && previous) {
          throw new LakeError(409, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, {
            id,
          })
        }
        if (kind === 'createIfNotExists' && previous) {
          results.push({ id, operation: 'none', document: previous })
          break
        }
        write(id, stamp({ ...body, _id: id }, previous), mutation, previous ? 'update' : 'create')
        break
      }
      case 'delete': {
        const ids =
          typeof body.id === 'string'
            ? [body.id]
            : typeof body.query === 'string'
              ? await idsByQuery(workingDocs(), body.query, body.params as Record<string, unknown>)
              : []
        for (const id of ids) if (current(id)) write(id, null, { delete: { id } }, 'delete')
        break
      }
      case 'patch': {
        const ids =
          typeof body.id === 'string'
            ? [body.id]
            : typeof body.query === 'string'
              ? await idsByQuery(workingDocs(), body.query, body.params as Record<string, unknown>)
              : []
        for (const id of ids) {
          const previous = current(id)
          if (!previous) {
            throw new LakeError(
              409,
              'mutationError',
              `Cannot modify document "${id}" because it does not exist`,
              { id },
            )
          }
          if (typeof body.ifRevisionID === 'string' && body.ifRevisionID !== previous._rev) {
            throw new LakeError(
              409,
              'conflictError',
              `Document "${id}" has unexpected revision ID ("${previous._rev}"), expected "${body.ifRevisionID}"`,
              { id },
            )
          }
          const { ifRevisionID: _ignored, query: _query, params: _params, ...patch } = body
          const next = new Mutation({
            mutations: [{ patch: { ...patch, id } as never }],
            transactionId,
            timestamp,
          }).apply(previous)
          write(id, next ? stamp(next, previous) : null, { patch: { ...patch, id } }, 'update')
        }
        break
      }
      default:
        throw new LakeError(400, 'mutationError', `Unknown mutation type "${kind}"`)
    }
  }
  for (const step of mutations) {
    for (const mutation of typeof step === 'function' ? await step(current, idsWithPrefix) : [step])
      await apply(mutation)
  }

  const changes: DocumentChange[] = [...touched.entries()].map(([id, applied]) => ({
    id,
    previous: store.get(id),
    next: working.get(id) ?? null,
    mutations: applied,
  }))
  return { transactionId, results, changes, timestamp }
}

let queue: Promise<unknown> = Promise.resolve()

/**
 * Validates and commits a transaction: all of it or, on any error, none of it. Transactions run one after another,
 * so two concurrent patches of the same document never interleave.
 */
export function runTransaction(
  store: DocumentStore,
  mutations: (SanityMutation | MutationStep)[],
  options: {
    transactionId?: string
    dryRun?: boolean
    /** Refuses a transaction by what it would change (throws a LakeError), before anything is written. */
    check?: (changes: DocumentChange[]) => void
  } = {},
): Promise<TransactionResult> {
  const run = queue.then(async () => {
    const prepared = await prepareTransaction(store, mutations, options)
    options.check?.(prepared.changes)
    if (!options.dryRun && prepared.changes.length > 0) {
      store.commit(prepared.transactionId, prepared.timestamp, prepared.changes)
    }
    return prepared
  })
  queue = run.catch(() => undefined)
  return run
}
