// The content client of a page in preview, against a real content lake: shown text is clickable (stega), values the
// code reads are clean, and a draft written in the Studio refetches exactly the queries it concerns.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { vercelStegaDecode } from '@vercel/stega'
import { pageByPathQuery } from '../../web/src/queries/page.ts'
import { queryText, sanityQueryKey } from '../../web/src/data/query.ts'
import { previewClient } from '../../web/src/features/preview/preview-client.ts'
import { followLiveUpdates } from '../../web/src/features/preview/live-updates.ts'
import { TOKEN, type TestLake } from '../content-lake/harness.ts'
import { startPageLake } from '../content-lake/page-seed.ts'

let t: TestLake
beforeAll(async () => {
  t = await startPageLake()
})
afterAll(() => t.close())

const client = () => previewClient(t.visitor.withConfig({ token: TOKEN, perspective: 'drafts' }))

type Page = {
  path: string
  sections: { heading: string; tone: string | null; links?: { kind: string; label: string }[] }[] &
    { stats?: { value: string }[] }[]
}

describe('in preview', () => {
  test("the draft stat's figure carries an edit link to its field; tone, link kind and path stay clean", async () => {
    const page = (await client().fetch(pageByPathQuery, { path: '/', language: 'en' })) as unknown as Page
    const figure = page.sections[1]!.stats![0]!.value
    expect(figure.startsWith('175+')).toBe(true)
    expect(vercelStegaDecode<{ href: string }>(figure)!.href).toContain('id=stat-1;type=stat;path=value')
    expect(vercelStegaDecode(page.sections[0]!.heading)).toBeTruthy()
    expect(page.sections[0]!.tone).toBe('dark')
    expect(page.sections[0]!.links![0]!.kind).toBe('booking')
    expect(page.path).toBe('/')
  })

  test('a draft written in the Studio refetches the page query, not the queries it does not touch', async () => {
    const preview = client()
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    const pageKey = sanityQueryKey(pageByPathQuery, { path: '/', language: 'en' })
    const faqKey = sanityQueryKey('*[_id == "faq-1"][0].question', {})
    // Mounted queries, as on a page.
    const unmount = [pageKey, faqKey].map((queryKey) =>
      new QueryObserver(queryClient, {
        queryKey,
        queryFn: () => preview.fetch(queryText(queryKey[1])!, queryKey[2]),
      }).subscribe(() => {}),
    )
    await expect.poll(() => queryClient.getQueryData(faqKey)).toBeTruthy()
    const stop = followLiveUpdates(preview, queryClient)
    try {
      // The stream is open once the welcome has come; a write before that would go unheard.
      await new Promise((resolve) => setTimeout(resolve, 500))
      await t.editor.patch('drafts.stat-1').set({ value: '200+' }).commit()
      await expect
        .poll(() => (queryClient.getQueryData(pageKey) as Page).sections[1]!.stats![0]!.value.slice(0, 4), {
          timeout: 10_000,
        })
        .toBe('200+')
      expect(queryClient.getQueryState(faqKey)!.dataUpdateCount).toBe(1)
    } finally {
      stop()
      unmount.forEach((stopObserving) => stopObserving())
    }
  })
})
