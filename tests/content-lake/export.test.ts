import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, expect, test } from 'vitest'
import { exportDataset } from '../../server/content-lake/export.ts'
import { startLake, type TestLake } from './harness.ts'

const lakes: TestLake[] = []
afterEach(async () => {
  await Promise.all(lakes.splice(0).map((lake) => lake.close()))
})

async function exportOf(lake: TestLake) {
  const outFile = join(await mkdtemp(join(tmpdir(), 'export-')), 'production.ndjson')
  const result = await exportDataset({ documents: lake.lake.store.all(), dataDir: lake.dataDir, outFile })
  const lines = (await readFile(outFile, 'utf8')).trim().split('\n')
  return { outFile, result, documents: lines.map((line) => JSON.parse(line) as Record<string, unknown>) }
}

test('content:export writes edits back as NDJSON that seeds an identical lake', async () => {
  const lake = await startLake()
  lakes.push(lake)
  await lake.editor.patch('stat-1').set({ value: '160+' }).commit()
  const { outFile, documents } = await exportOf(lake)

  const reseeded = await startLake({ seedFile: outFile })
  lakes.push(reseeded)
  expect(await reseeded.editor.fetch('*[_id == "stat-1"][0].value')).toBe('160+')
  const imageRef = '*[_id == "siteSettings"][0].shareImage.asset._ref'
  expect(await reseeded.editor.fetch(imageRef)).toBe(await lake.editor.fetch(imageRef))
  expect(documents.some((doc) => doc._type === 'sanity.imageAsset')).toBe(false)
  expect(documents.find((doc) => doc._id === 'siteSettings')?.shareImage).toMatchObject({
    alt: 'Blue',
    _sanityAsset: 'image@file://./images/blue.png',
  })
})

test('content:export leaves drafts and contact submissions out', async () => {
  const lake = await startLake()
  lakes.push(lake)
  const ids = (await exportOf(lake)).documents.map((doc) => doc._id)
  expect(ids).toContain('stat-1')
  expect(ids).not.toContain('drafts.stat-1')
  expect(ids).not.toContain('contactSubmission.secret')
})

test('content:export copies an uploaded image beside the NDJSON', async () => {
  const lake = await startLake()
  lakes.push(lake)
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer()
  const asset = await lake.editor.assets.upload('image', png, { filename: 'red square.png' })
  await lake.editor
    .patch('stat-2')
    .set({ icon: { _type: 'image', alt: 'Red', asset: { _type: 'reference', _ref: asset._id } } })
    .commit()
  const { outFile, documents, result } = await exportOf(lake)
  expect(result.imagesCopied).toContain('red-square.png')
  expect(await readdir(join(outFile, '../images'))).toContain('red-square.png')
  expect(documents.find((doc) => doc._id === 'stat-2')?.icon).toMatchObject({
    _sanityAsset: 'image@file://./images/red-square.png',
  })
})

test("content:export leaves out the Studio's preview-link secrets, drafts or not", async () => {
  const lake = await startLake()
  lakes.push(lake)
  await lake.editor.createOrReplace({ _id: 'drafts.link-1', _type: 'sanity.previewUrlSecret', secret: 's' })
  const outFile = join(await mkdtemp(join(tmpdir(), 'export-')), 'production.ndjson')
  await exportDataset({
    documents: lake.lake.store.all(),
    dataDir: lake.dataDir,
    outFile,
    includeDrafts: true,
  })
  expect(await readFile(outFile, 'utf8')).not.toContain('sanity.previewUrlSecret')
})
