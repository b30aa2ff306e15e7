import { applyPatch } from 'mendoza'
import { createImageUrlBuilder } from '@sanity/image-url'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startLake, type TestLake } from './harness.ts'

let t: TestLake
beforeAll(async () => {
  t = await startLake()
})
afterAll(() => t.close())

describe('GET /data/listen', () => {
  test('sends welcome, then mutation events with the result and mendoza effects that apply', async () => {
    const events: Record<string, unknown>[] = []
    const subscription = t.editor
      .listen('*[_type == "stat"]', {}, { events: ['welcome', 'mutation'], effectFormat: 'mendoza' } as never)
      .subscribe((event) => events.push(event as unknown as Record<string, unknown>))
    await expect.poll(() => events.some((event) => event.type === 'welcome')).toBe(true)
    const before = (await t.editor.getDocument('stat-2'))!
    await t.editor.patch('stat-2').set({ label: 'Always on' }).commit()
    await expect.poll(() => events.filter((event) => event.type === 'mutation').length).toBe(1)
    subscription.unsubscribe()
    const mutation = events.find((event) => event.type === 'mutation')!
    expect(mutation).toMatchObject({
      documentId: 'stat-2',
      transition: 'update',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
    })
    expect((mutation.result as { label: string }).label).toBe('Always on')
    const effects = mutation.effects as { apply: unknown; revert: unknown }
    expect(applyPatch(before, effects.apply as never)).toMatchObject({ label: 'Always on' })
  })

  test('listening needs the editor token', async () => {
    const response = await fetch(
      `${t.url}/v2025-02-19/data/listen/production?query=${encodeURIComponent('*')}`,
    )
    expect(response.status).toBe(401)
  })
})

describe('images', () => {
  async function assetRef() {
    return (await t.visitor.fetch<string>('*[_id == "siteSettings"][0].shareImage.asset._ref'))!
  }
  const builder = () => createImageUrlBuilder({ projectId: 'local', dataset: 'production', baseUrl: t.url })

  test('@sanity/image-url URLs are resized by sharp, with long cache headers', async () => {
    const response = await fetch(
      builder()
        .image(await assetRef())
        .width(200)
        .url(),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([200, 150])
  })

  test('fm picks the format; auto=format follows the Accept header', async () => {
    const webp = await fetch(
      builder()
        .image(await assetRef())
        .width(100)
        .format('webp')
        .url(),
    )
    expect(webp.headers.get('content-type')).toBe('image/webp')
    const auto = await fetch(
      builder()
        .image(await assetRef())
        .width(100)
        .auto('format')
        .url(),
      { headers: { accept: 'image/avif,image/webp,*/*' } },
    )
    expect(auto.headers.get('content-type')).toBe('image/avif')
    expect(auto.headers.get('vary')).toContain('Accept')
  })

  test('w, h and fit=crop give the exact box; rect crops the source first', async () => {
    const cropped = await fetch(
      builder()
        .image(await assetRef())
        .width(120)
        .height(120)
        .fit('crop')
        .url(),
    )
    expect(await sharp(Buffer.from(await cropped.arrayBuffer())).metadata()).toMatchObject({
      width: 120,
      height: 120,
    })
    const rect = await fetch(
      builder()
        .image(await assetRef())
        .rect(0, 0, 100, 50)
        .url(),
    )
    expect(await sharp(Buffer.from(await rect.arrayBuffer())).metadata()).toMatchObject({
      width: 100,
      height: 50,
    })
  })

  test('an upload becomes an image asset document', async () => {
    const png = await sharp({ create: { width: 10, height: 20, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer()
    const asset = await t.editor.assets.upload('image', png, { filename: 'red.png' })
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      originalFilename: 'red.png',
      metadata: { dimensions: { width: 10, height: 20 } },
    })
  })
})
