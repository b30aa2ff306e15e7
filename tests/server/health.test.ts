// GET /api/health (server/health.ts): 200 when the machine can work, 503 when it cannot; verdicts for anyone,
// details only for the editor token or METRICS_TOKEN.
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createApp } from '../../server/app.ts'
import { createContentLake, type ContentLake } from '../../server/content-lake/index.ts'
import type { Health } from '../../server/health.ts'
import { lastBackupFile } from '../../server/backup.ts'
import { writeSeed } from '../content-lake/harness.ts'

const TOKEN = 'test-editor-token'
let lake: ContentLake
let dataDir: string

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'health-'))
  dataDir = join(root, 'data')
  lake = await createContentLake({ dataDir, seedFile: await writeSeed(root), token: TOKEN, corsOrigins: [] })
})
afterAll(() => lake.close())

const appWith = (env: NodeJS.ProcessEnv = {}) =>
  createApp({ lake, env, log: () => {}, health: { cacheMs: 0 } })
const health = async (env: NodeJS.ProcessEnv = {}, token?: string) => {
  const response = await appWith(env).request('/api/health', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return { status: response.status, body: (await response.json()) as Health }
}
const mutate = (mutations: unknown[]) =>
  appWith().request('/content-lake/v2025-02-19/data/mutate/production', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ mutations }),
  })

test('anonymous callers get the verdicts only; a missing scheduled backup is "degraded" (200)', async () => {
  expect((await health()).body.status).toBe('ok')
  const { status, body } = await health({ BACKUP_EVERY_HOURS: '24' })
  expect(status).toBe(200)
  expect(body).toEqual({
    status: 'degraded',
    checks: {
      lake: { ok: true },
      disk: { ok: true },
      queryWorkers: { ok: true },
      leadOutbox: { ok: true },
      backup: { ok: false },
    },
  })
})

test('the editor token or METRICS_TOKEN see the details; a recent backup makes it "ok"', async () => {
  const at = new Date().toISOString()
  await writeFile(lastBackupFile(dataDir), JSON.stringify({ at, file: '/backups/lake.tar' }))
  for (const [env, token] of [
    [{}, TOKEN],
    [{ METRICS_TOKEN: 'ops' }, 'ops'],
  ] as const) {
    const { status, body } = await health(env, token)
    expect(status).toBe(200)
    expect(body.status).toBe('ok')
    expect(body.checks.lake).toMatchObject({ ok: true, open: true, writable: { documents: { ok: true } } })
    expect(body.checks.disk).toMatchObject({ ok: true, dataDir, full: {} })
    expect(body.checks.disk.freeBytes as number).toBeGreaterThan(0)
    expect(body.checks.queryWorkers).toMatchObject({ ok: true, size: expect.any(Number) })
    expect(body.checks.leadOutbox).toEqual({ ok: true, waiting: 0, oldest: null, undelivered: 0 })
    expect(body.checks.backup).toEqual({ ok: true, lastAt: at, file: '/backups/lake.tar' })
  }
  // A wrong token is anonymous.
  expect((await health({}, 'wrong')).body.checks.disk).toEqual({ ok: true })
})

test('a lead waiting over an hour for its e-mail is "degraded"', async () => {
  const submittedAt = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString()
  expect(
    (
      await mutate([
        {
          create: {
            _id: 'contactSubmission.late',
            _type: 'contactSubmission',
            status: 'email-failed',
            submittedAt,
          },
        },
      ])
    ).status,
  ).toBe(200)
  const { status, body } = await health({}, TOKEN)
  expect(status).toBe(200)
  expect(body.status).toBe('degraded')
  expect(body.checks.leadOutbox).toEqual({ ok: false, waiting: 1, oldest: submittedAt, undelivered: 0 })
  await mutate([{ delete: { id: 'contactSubmission.late' } }])
})

test('a full disk is "failing" (503) until space is freed', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'log').mockImplementation(() => {})
  lake.store.limitGrowth(0)
  try {
    expect((await mutate([{ create: { _id: 'big', _type: 'stat', value: 'x'.repeat(65536) } }])).status).toBe(
      507,
    )
    const anonymous = await health()
    expect(anonymous.status).toBe(503)
    expect(anonymous.body).toMatchObject({
      status: 'failing',
      checks: { lake: { ok: false }, disk: { ok: false } },
    })
    expect(JSON.stringify(anonymous.body)).not.toContain(dataDir)
    const operator = await health({}, TOKEN)
    expect(operator.body.checks.disk.full).toEqual({ documents: expect.any(String) })
    expect(operator.body.checks.lake).toMatchObject({
      writable: { documents: { ok: false, error: expect.any(String) } },
    })
  } finally {
    lake.store.limitGrowth()
  }
  // Freed: the next check sees it, before any write.
  const freed = await health({}, TOKEN)
  expect(freed.status).toBe(200)
  expect(freed.body.checks.disk).toMatchObject({ ok: true, full: {} })
  vi.restoreAllMocks()
})

test('less free space than HEALTH_MIN_FREE_MB is "failing"', async () => {
  const { status, body } = await health({ HEALTH_MIN_FREE_MB: String(1024 ** 3) })
  expect(status).toBe(503)
  expect(body.checks.disk).toEqual({ ok: false })
  expect(() => appWith({ HEALTH_MIN_FREE_MB: 'lots' })).toThrow(
    'HEALTH_MIN_FREE_MB must be a number of megabytes',
  )
})
