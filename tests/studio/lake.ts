// The Studio tests' view of the content lake: GROQ over HTTP against the test site's lake, as the editor unless a
// test says otherwise (`token: ''` asks as a visitor).
import { expect } from '@playwright/test'
import { siteURL, STUDIO_E2E_TOKEN } from './playwright.config.ts'

export interface LakeQueryOptions {
  params?: Record<string, unknown>
  perspective?: 'published' | 'raw' | 'drafts'
  token?: string
}

export async function lakeQuery<T>(
  query: string,
  { params = {}, perspective = 'published', token = STUDIO_E2E_TOKEN }: LakeQueryOptions = {},
): Promise<T> {
  const url = new URL(`${siteURL}/content-lake/v2025-02-19/data/query/production`)
  url.searchParams.set('query', query)
  url.searchParams.set('perspective', perspective)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(`$${name}`, JSON.stringify(value))
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  return ((await response.json()) as { result: T }).result
}

/**
 * Waits until the lake holds no draft written since `since`: what the test edited in the Studio is published. The
 * Studio's "… was published" toast lasts a few seconds, and beside other tests on two cores a test has missed it.
 */
export async function expectPublishedSince(since: string): Promise<void> {
  await expect
    .poll(
      () =>
        lakeQuery<number>('count(*[_id in path("drafts.**") && _updatedAt >= $since])', {
          params: { since },
          perspective: 'raw',
        }),
      { timeout: 20_000 },
    )
    .toBe(0)
}

/** Commits `mutations` to the test site's lake as the editor (a test's own content, published or removed). */
export async function lakeMutate(mutations: unknown[]): Promise<void> {
  const response = await fetch(`${siteURL}/content-lake/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${STUDIO_E2E_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ mutations }),
  })
  expect(response.status).toBe(200)
}
