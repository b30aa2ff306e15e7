// A lead in hosted mode: the contact function's Netlify entry stores it in the hosted project (the stand-in) with the
// write token and mails it; the leads export reads it back from there with the read token.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { runLeadsExport } from '../../scripts/leads-export.ts'
import { writeSeed } from '../content-lake/harness.ts'
import { CONTACT_FROM, CONTACT_TO, startSmtp, validSubmission, type TestSmtp } from '../functions/harness.ts'
import { startStandIn, type StandIn } from './stand-in.ts'
import { startHostedSite, WEBHOOK_SECRET, type HostedSite } from './site.ts'

let standIn: StandIn
let smtp: TestSmtp
let site: HostedSite
let seedDir: string

beforeAll(async () => {
  seedDir = await mkdtemp(join(tmpdir(), 'hosted-contact-'))
  const seedFile = await writeSeed(seedDir, [
    { _id: 'siteSettings', _type: 'siteSettings', companyName: 'Acme' },
  ])
  standIn = await startStandIn({ seedFile })
  smtp = await startSmtp()
  site = await startHostedSite(standIn, { SMTP_URL: smtp.url, CONTACT_TO, CONTACT_FROM })
  standIn.setWebhook({ url: site.webhookUrl, secret: WEBHOOK_SECRET })
})

afterAll(async () => {
  await site?.close()
  await smtp?.close()
  await standIn?.close()
  if (seedDir) await rm(seedDir, { recursive: true, force: true })
  vi.unstubAllEnvs()
})

describe('the contact function in hosted mode', () => {
  let answer: Response
  beforeAll(async () => {
    answer = await fetch(`${site.url}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validSubmission({ name: 'Grace Hopper', email: 'grace@example.com' })),
    })
  })

  test('stores the lead in the hosted project, with the write token', async () => {
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ success: true })
    const leads = await standIn.editor.fetch<{ name: string; email: string; status: string }[]>(
      '*[_type == "contactSubmission"]{name, email, status}',
      {},
      { perspective: 'raw' },
    )
    expect(leads).toEqual([{ name: 'Grace Hopper', email: 'grace@example.com', status: 'emailed' }])
  })

  test('mails the lead through SMTP_URL', () => {
    expect(smtp.mails).toHaveLength(1)
    expect(smtp.mails[0]!.to).toEqual([CONTACT_TO])
    expect(smtp.mails[0]!.text).toContain('Grace Hopper')
  })

  test('sends no webhook for the lead: it is on no page', async () => {
    await standIn.webhooksSent()
    expect(
      standIn.deliveries.filter((delivery) => delivery.documentId.startsWith('contactSubmission.')),
    ).toEqual([])
  })

  test('the leads export reads the lead from the hosted project', async () => {
    let csv = ''
    const status = await runLeadsExport([], {
      env: standIn.env,
      stdout: new Writable({
        write(chunk: Buffer, _encoding, done) {
          csv += chunk.toString()
          done()
        },
      }),
      stderr: () => {},
      cwd: tmpdir(),
    })
    expect(status).toBe(0)
    expect(csv).toContain('grace@example.com')
  })
})
