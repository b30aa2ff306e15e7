// Full-text retrieval over the knowledge passages with MiniSearch. The index is rebuilt when the content changes:
// at most every REFRESH_MS the latest `_updatedAt` is checked, and a new revision rebuilds it.
import MiniSearch from 'minisearch'
import type { SanityClient } from '@sanity/client'
import { loadKnowledge, toPassages, type Passage } from './knowledge.ts'

export const REFRESH_MS = 30_000

export interface Retriever {
  search(text: string, limit?: number): { passage: Passage; score: number }[]
  passages: Passage[]
  settings: Awaited<ReturnType<typeof loadKnowledge>>['settings']
}

export function buildRetriever(knowledge: Awaited<ReturnType<typeof loadKnowledge>>): Retriever {
  const passages = toPassages(knowledge)
  const index = new MiniSearch<Passage>({
    fields: ['title', 'text'],
    storeFields: ['id'],
    searchOptions: { boost: { title: 3 }, fuzzy: 0.2, prefix: true, combineWith: 'OR' },
  })
  index.addAll(passages)
  const byId = new Map(passages.map((passage) => [passage.id, passage]))
  return {
    passages,
    settings: knowledge.settings,
    search(text, limit = 5) {
      return index
        .search(text)
        .slice(0, limit)
        .map((result) => ({ passage: byId.get(result.id as string)!, score: result.score }))
    },
  }
}

interface Cached {
  retriever: Retriever
  revision: string | null
  checkedAt: number
}
const cache = new Map<string, Cached>()

/** The retriever for a content source, rebuilt when its content changed since the last check. */
export async function getRetriever(
  client: SanityClient,
  cacheKey: string,
  now = Date.now(),
): Promise<Retriever> {
  const cached = cache.get(cacheKey)
  if (cached && now - cached.checkedAt < REFRESH_MS) return cached.retriever
  if (cached) {
    const revision = await client.fetch<string | null>(
      '*[] | order(_updatedAt desc)[0]._updatedAt',
      {},
      { perspective: 'published' },
    )
    if (revision === cached.revision) {
      cached.checkedAt = now
      return cached.retriever
    }
  }
  const knowledge = await loadKnowledge(client)
  const retriever = buildRetriever(knowledge)
  cache.set(cacheKey, { retriever, revision: knowledge.revision ?? null, checkedAt: now })
  return retriever
}

/** For tests: forget every index. */
export function clearRetrieverCache() {
  cache.clear()
}
