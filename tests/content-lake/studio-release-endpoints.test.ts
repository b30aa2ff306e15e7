// What the Studio's Releases tool asks the lake besides queries and actions: the features that turn it on, whether a
// new release is allowed (the plan's limits), the plan's retention; and what a draft-preview token may read of a
// release (the site previews a release with it).
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RELEASE_LIMIT } from '../../server/content-lake/studio-endpoints.ts'
import { SEED, TOKEN, startLake, studioApi, writeSeed, type TestLake } from './harness.ts'

const release = (id: string, state: string, cardinality?: 'one') => ({
  _id: `_.releases.${id}`,
  _type: 'system.release',
  name: id,
  state,
  metadata: { title: `Release ${id}`, releaseType: 'asap', ...(cardinality ? { cardinality } : {}) },
})

const RELEASES = [
  release('rSummer', 'active'),
  release('rAutumn', 'scheduled'),
  release('rDraft', 'scheduled', 'one'),
  release('rOld', 'archived'),
  release('rDone', 'published'),
  { _id: 'versions.rSummer.stat-1', _type: 'stat', value: '200+', label: 'Implementations' },
  { _id: 'versions.rSummer.contactSubmission.secret', _type: 'contactSubmission', name: 'Private lead' },
]

let t: TestLake
beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'lake-releases-'))
  t = await startLake({ seedFile: await writeSeed(dir, [...SEED, ...RELEASES]) })
})
afterAll(() => t.close())

const api = (path: string, init: RequestInit & { token?: string | null } = {}) =>
  studioApi(t).request(path, init)

describe('the Releases tool is on', () => {
  test('/features lists Content Releases, Scheduled Drafts and comments (which the Studio’s configuration turns off), nothing else', async () => {
    expect(await (await api('/features')).json()).toEqual([
      'contentReleases',
      'singleDocRelease',
      'studioComments',
    ])
  })

  test('a new release is always allowed; open releases are counted, scheduled drafts are not metered', async () => {
    // The Studio asks on API version X, whatever its client's version.
    const response = await fetch(`${t.url}/vX/projects/local/new-content-release-allowed`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      data: {
        orgActiveReleaseCount: 3,
        orgMeteredActiveReleaseCount: 2,
        datasetReleaseLimit: RELEASE_LIMIT,
        orgActiveReleaseLimit: null,
      },
    })
  })

  test("the limits are the editor's to ask, of this project only", async () => {
    expect((await api('/projects/local/new-content-release-allowed', { token: null })).status).toBe(401)
    expect((await api('/projects/elsewhere/new-content-release-allowed')).status).toBe(404)
  })

  test('the plan keeps archived releases: no retention period, so no removal date is promised', async () => {
    const subscription = (await (await api('/subscriptions/project/local')).json()) as {
      featureTypes: { retention: { features: { attributes: { maxRetentionDays: unknown } }[] } }
    }
    expect(subscription.featureTypes.retention.features[0]!.attributes.maxRetentionDays).toBeNull()
    expect((await api('/subscriptions/project/local', { token: null })).status).toBe(401)
  })
})

describe('a draft-preview token and releases', () => {
  const previewQuery = async (query: string, perspective: string) => {
    const { token } = (await (await api('/preview-tokens', { method: 'POST' })).json()) as { token: string }
    const search = new URLSearchParams({ query, perspective })
    const response = await api(`/data/query/production?${search}`, { token })
    return ((await response.json()) as { result: unknown }).result
  }

  test("reads a release's versions of public documents, and the release itself (its title)", async () => {
    expect(await previewQuery('*[_id == "versions.rSummer.stat-1"][0].value', 'raw')).toBe('200+')
    expect(await previewQuery('*[_id == "_.releases.rSummer"][0].metadata.title', 'raw')).toBe(
      'Release rSummer',
    )
  })

  test('previews the page as the release would publish it: the stack of the release over the drafts', async () => {
    expect(await previewQuery('*[_id == "stat-1"][0].value', 'rSummer,drafts')).toBe('200+')
    expect(await previewQuery('*[_id == "stat-1"][0].value', 'drafts')).toBe('175+')
  })

  test('never a version of a lead', async () => {
    expect(await previewQuery('count(*[_type == "contactSubmission"])', 'raw')).toBe(0)
  })
})
