// The perspective a page in preview shows: the Studio's (published, drafts, or a release stack from the Presentation
// tool's perspective menu), kept for the tab, and a release read by the site's preview client exactly as
// @sanity/client sends a stack (comma-joined).
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { vercelStegaDecode } from '@vercel/stega'
import {
  keepPreviewPerspective,
  perspectiveKey,
  previewedRelease,
  previewStartPerspective,
  previewToken,
  sitePerspective,
} from '../../web/src/data/preview.ts'
import { previewPerspective } from '../../web/src/data/preview-link.ts'
import { previewClient, releaseTitle } from '../../web/src/features/preview/preview-client.ts'
import { SEED, TOKEN, startLake, studioApi, writeSeed, type TestLake } from '../content-lake/harness.ts'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}
const at = (url: string) => new URL(url) as unknown as Location

describe("the Studio's perspective, as the site queries with it", () => {
  test('published and drafts stay what they are; raw and unknown values preview drafts', () => {
    expect(sitePerspective('published')).toBe('published')
    expect(sitePerspective(['published'])).toBe('published')
    expect(sitePerspective('drafts')).toBe('drafts')
    expect(sitePerspective('previewDrafts')).toBe('drafts')
    expect(sitePerspective('raw')).toBe('drafts')
    expect(sitePerspective(undefined)).toBe('drafts')
    expect(sitePerspective(['drafts'])).toBe('drafts')
  })

  test('a release stack, from visual editing (an array) or a link (comma-joined), is kept in its order', () => {
    expect(sitePerspective(['rSummer', 'rSpring', 'drafts'])).toEqual(['rSummer', 'rSpring', 'drafts'])
    expect(sitePerspective('rSummer,drafts')).toEqual(['rSummer', 'drafts'])
    expect(perspectiveKey(sitePerspective('rSummer,drafts'))).toBe('rSummer,drafts')
    expect(previewedRelease(['rSummer', 'rSpring', 'drafts'])).toBe('rSummer')
    expect(previewedRelease('drafts')).toBeNull()
  })

  test('ids the lake would refuse never reach a query', () => {
    expect(sitePerspective('rSummer,drafts.x,<b>,raw,published')).toEqual(['rSummer'])
    expect(sitePerspective(['a.b', 'drafts'])).toBe('drafts')
  })
})

describe('a preview link that names a release', () => {
  afterEach(() => vi.unstubAllGlobals())

  test('starts the tab in that release, and takes it and the token off the address', () => {
    const replaceState = vi.fn()
    vi.stubGlobal('history', { state: null, replaceState })
    const storage = memoryStorage()
    const link = at(
      'http://localhost:3000/blog?page=2&preview=drafts&sanity-preview-perspective=rSummer%2Cdrafts#preview-token=preview-abc',
    )
    expect(previewPerspective(link, storage)).toBe('drafts')
    expect(previewStartPerspective(storage)).toEqual(['rSummer', 'drafts'])
    expect(previewToken(storage)).toBe('preview-abc')
    expect(replaceState).toHaveBeenCalledWith(null, '', '/blog?page=2&preview=drafts')
  })

  test("the tab keeps the Studio's latest perspective; a new link without one starts in drafts; off forgets it", () => {
    vi.stubGlobal('history', { state: null, replaceState: vi.fn() })
    const storage = memoryStorage()
    previewPerspective(
      at('http://localhost:3000/?preview=drafts&sanity-preview-perspective=published'),
      storage,
    )
    expect(previewStartPerspective(storage)).toBe('published')
    keepPreviewPerspective(['rAutumn', 'drafts'], storage)
    expect(previewPerspective(at('http://localhost:3000/contact'), storage)).toBe('drafts')
    expect(previewStartPerspective(storage)).toEqual(['rAutumn', 'drafts'])
    previewPerspective(at('http://localhost:3000/?preview=drafts'), storage)
    expect(previewStartPerspective(storage)).toBe('drafts')
    keepPreviewPerspective(['rAutumn', 'drafts'], storage)
    expect(previewPerspective(at('http://localhost:3000/?preview=off'), storage)).toBe('published')
    expect(previewStartPerspective(storage)).toBe('drafts')
  })
})

describe('the preview client in a release', () => {
  let t: TestLake
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-release-'))
    t = await startLake({
      seedFile: await writeSeed(dir, [
        ...SEED,
        {
          _id: '_.releases.rSummer',
          _type: 'system.release',
          name: 'rSummer',
          state: 'active',
          metadata: { title: 'Summer campaign', releaseType: 'asap' },
        },
        { _id: 'versions.rSummer.stat-1', _type: 'stat', value: '200+', label: 'Implementations' },
      ]),
    })
  })
  afterAll(() => t.close())

  /** The preview client as the page makes it, with a preview token as the Studio's link gives one. */
  async function pageClient(perspective: 'drafts' | string[]) {
    const { token } = (await (
      await studioApi(t).request('/preview-tokens', { method: 'POST', token: TOKEN })
    ).json()) as { token: string }
    return previewClient(t.visitor.withConfig({ token, perspective }))
  }

  test('queries with the stack comma-joined, and shows the release version of a document', async () => {
    const client = await pageClient('drafts')
    const urls: string[] = []
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(input instanceof Request ? input.url : String(input))
      return realFetch(input, init)
    })
    try {
      expect(await client.fetch<string>('*[_id == "stat-1"][0].label')).toContain('Implementations')
      // What visual editing does when the editor picks the release in the Studio.
      client.config({ perspective: sitePerspective(['rSummer', 'drafts']) })
      const value = await client.fetch<string>('*[_id == "stat-1"][0].value')
      expect(value.startsWith('200+')).toBe(true)
      expect(vercelStegaDecode<{ href: string }>(value)?.href).toContain('id=stat-1')
    } finally {
      vi.unstubAllGlobals()
    }
    expect(urls.at(-1)).toContain(`perspective=${encodeURIComponent('rSummer,drafts')}`)
  })

  test("the banner's title is the release's, clean of stega; null for a release that is gone", async () => {
    const client = await pageClient(['rSummer', 'drafts'])
    expect(await releaseTitle(client, 'rSummer')).toBe('Summer campaign')
    expect(await releaseTitle(client, 'rGone')).toBeNull()
  })
})
