// An image upload on a full disk is a 507 naming the disk, and leaves nothing behind: no asset document, no original
// (whole or truncated). The disk fills for the image file through a failing write (ENOSPC, as the system answers),
// and for the asset document through SQLite's max_page_count (the store's test-only limitGrowth).
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, expect, test, vi } from 'vitest'
import { lakeForTests, TOKEN } from './harness.ts'

const full = vi.hoisted(() => ({ dir: '' }))
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>()
  const writeFile: typeof fs.writeFile = async (path, data, options) => {
    if (full.dir && String(path).startsWith(full.dir)) {
      // What a full disk does: part of the file is written, then ENOSPC.
      await fs.writeFile(path, 'trunc')
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
    }
    return fs.writeFile(path, data, options)
  }
  return { ...fs, default: { ...fs, writeFile }, writeFile }
})

const t = lakeForTests()
vi.spyOn(console, 'error').mockImplementation(() => {})

afterEach(() => {
  full.dir = ''
  t.lake.store.limitGrowth()
})

const png = (red: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 10, b: 10 } } })
    .png()
    .toBuffer()
const upload = async (body: Buffer, filename = 'team.png') =>
  fetch(`${t.url}/v2025-02-19/assets/images/production?filename=${filename}`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', authorization: `Bearer ${TOKEN}` },
    body: new Uint8Array(body),
  })
const diskFull = () => ({
  error: {
    type: 'diskFullError',
    description: `The content lake's disk is full: the change was not saved. Free space on ${t.dataDir} and try again.`,
  },
})
const originals = async () => readdir(join(t.dataDir, 'assets')).catch(() => [] as string[])
const assetCount = () => t.editor.fetch<number>('count(*[_type == "sanity.imageAsset"])')

test('an image whose file cannot be written is a 507, with no asset and no partial file', async () => {
  const before = { files: await originals(), assets: await assetCount() }
  full.dir = join(t.dataDir, 'assets')
  const response = await upload(await png(200))
  expect(response.status).toBe(507)
  expect(await response.json()).toEqual(diskFull())
  expect(await originals()).toEqual(before.files)
  expect(await assetCount()).toBe(before.assets)

  // Space is freed: the same image uploads.
  full.dir = ''
  expect((await upload(await png(200))).status).toBe(200)
  expect(await assetCount()).toBe(before.assets + 1)
})

test('an image whose asset document cannot be saved is a 507, and its file is removed again', async () => {
  const before = { files: await originals(), assets: await assetCount() }
  t.lake.store.limitGrowth(0)
  // A name long enough that its document needs new pages (a small one could fit in a page's free space).
  const response = await upload(await png(90), `${'team-photo-'.repeat(800)}.png`)
  expect(response.status).toBe(507)
  expect(await response.json()).toEqual(diskFull())
  expect(await originals()).toEqual(before.files)
  expect(await assetCount()).toBe(before.assets)
})
