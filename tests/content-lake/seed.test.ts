// The seed loader turns `_sanityAsset` image specs into asset documents, as `sanity dataset import` does.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

const created = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../server/content-lake/assets.ts', async (original) => {
  const actual = await original<typeof import('../../server/content-lake/assets.ts')>()
  return {
    ...actual,
    createImageAsset: (...args: Parameters<typeof actual.createImageAsset>) => {
      created.count++
      return actual.createImageAsset(...args)
    },
  }
})

const { loadSeed } = await import('../../server/content-lake/seed.ts')

const images = resolve(import.meta.dirname, '../../content/images')
let dir = ''
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('the seed loader', () => {
  it('makes one asset of an image that many documents share, processing the file once', async () => {
    dir = await mkdtemp(join(tmpdir(), 'seed-'))
    const file = (await readdir(images)).find((name) => /\.(jpe?g|png|webp)$/.test(name))!
    const lines = Array.from({ length: 200 }, (_, i) =>
      JSON.stringify({
        _id: `post-${i}`,
        _type: 'blogPost',
        image: { _type: 'image', _sanityAsset: `image@file://${join(images, file)}` },
      }),
    )
    const seed = join(dir, 'seed.ndjson')
    await writeFile(seed, `${lines.join('\n')}\n`)
    created.count = 0
    const documents = await loadSeed(seed, {
      dataDir: dir,
      projectId: 'p',
      dataset: 'production',
      publicPath: '',
    })
    const assets = documents.filter((doc) => doc._type === 'sanity.imageAsset')
    expect(assets).toHaveLength(1)
    expect(created.count).toBe(1)
    const refs = new Set(
      documents
        .filter((doc) => doc._type === 'blogPost')
        .map((doc) => (doc.image as { asset: { _ref: string } }).asset._ref),
    )
    expect([...refs]).toEqual([assets[0]!._id])
  })
})
