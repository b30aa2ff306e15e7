// The stand-in's webhook is the one the README tells a hosted project to set up, signed as Sanity signs it; the
// revalidate function takes a genuine delivery and refuses one signed with another secret.
import { readFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { rootDir } from '#shared/paths.ts'
import { writeSeed } from '../content-lake/harness.ts'
import { README_WEBHOOK, signatureHeader, startStandIn, type StandIn } from './stand-in.ts'
import { startHostedSite, WEBHOOK_SECRET, type HostedSite } from './site.ts'

let standIn: StandIn
let site: HostedSite

beforeAll(async () => {
  // A small seed: these tests are about deliveries, not pages.
  const seedFile = await writeSeed(await mkdtemp(join(tmpdir(), 'hosted-webhook-')), [
    { _id: 'stat-1', _type: 'stat', value: '150+', label: 'Implementations' },
  ])
  standIn = await startStandIn({ seedFile })
  site = await startHostedSite(standIn)
})

beforeEach(() => {
  standIn.setWebhook({ url: site.webhookUrl, secret: WEBHOOK_SECRET })
})

afterAll(async () => {
  await site?.close()
  await standIn?.close()
  vi.unstubAllEnvs()
})

/** Commits a change in the stand-in and answers the deliveries it caused. */
async function deliveriesOf(change: () => Promise<unknown>) {
  const before = standIn.deliveries.length
  await change()
  await standIn.webhooksSent()
  return standIn.deliveries.slice(before)
}

describe("the stand-in's webhook", () => {
  test('is the README\'s: its filter, projection and API version are the table\'s in "Deploying"', () => {
    const readme = readFileSync(join(rootDir, 'README.md'), 'utf8')
    const row = (field: string) => new RegExp(`^\\| ${field} \\| (.*) \\|$`, 'm').exec(readme)?.[1]
    expect(row('Filter')).toBe(`\`${README_WEBHOOK.filter}\``)
    expect(row('Projection')).toBe(`\`${README_WEBHOOK.projection}\``)
    expect(row('API version')).toBe(`\`${README_WEBHOOK.apiVersion}\``)
    expect(row('Trigger on')).toBe('Create, Update, Delete')
    expect(row('Drafts')).toBe('off')
  })

  test('sends the projection of a published change, and the revalidate function accepts its signature', async () => {
    const [delivery, ...more] = await deliveriesOf(() =>
      standIn.editor.patch('stat-1').set({ value: '160+' }).commit(),
    )
    expect(more).toEqual([])
    expect(delivery).toEqual({
      documentId: 'stat-1',
      operation: 'update',
      body: '{"_id":"stat-1","_type":"stat"}',
      status: 200,
    })
  })

  test('sends a creation and a deletion too', async () => {
    const sent = await deliveriesOf(async () => {
      await standIn.editor.create({ _id: 'stat-2', _type: 'stat', value: '24/7', label: 'Support' })
      await standIn.editor.delete('stat-2')
    })
    expect(sent.map(({ operation, status }) => [operation, status])).toEqual([
      ['create', 200],
      ['delete', 200],
    ])
  })

  test('sends nothing for a draft or a lead (the filter and "Drafts: off")', async () => {
    const sent = await deliveriesOf(async () => {
      await standIn.editor.createOrReplace({ _id: 'drafts.stat-1', _type: 'stat', value: '170+' })
      await standIn.editor.create({ _id: 'contactSubmission.x', _type: 'contactSubmission', name: 'Ada' })
    })
    expect(sent).toEqual([])
  })

  test('signed with another secret, is refused with 401 "Invalid signature" and purges nothing', async () => {
    standIn.setWebhook({ url: site.webhookUrl, secret: 'not-the-sites-secret' })
    const purges = site.purges.length
    const [delivery] = await deliveriesOf(() =>
      standIn.editor.patch('stat-1').set({ value: '170+' }).commit(),
    )
    expect(delivery?.status).toBe(401)
    expect(site.purges.length).toBe(purges)
    const refusal = await fetch(site.webhookUrl, {
      method: 'POST',
      headers: { 'sanity-webhook-signature': signatureHeader(delivery!.body, 'not-the-sites-secret') },
      body: delivery!.body,
    })
    expect(refusal.status).toBe(401)
    expect(await refusal.json()).toEqual({ success: false, error: 'Invalid signature' })
  })
})
