import { spawn } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { startLake, TOKEN, writeSeed } from './harness.ts'

// A child process opens the lake, acknowledges one mutation, and is killed with SIGKILL right after.
const CHILD = `
import { createContentLake, serveContentLake } from ${JSON.stringify(join(import.meta.dirname, '../../server/content-lake/index.ts'))}
const lake = await createContentLake({ dataDir: process.env.DATA_DIR, seedFile: process.env.SEED_FILE, token: ${JSON.stringify(TOKEN)} })
const served = await serveContentLake(lake, 0)
const response = await fetch(served.url + '/v2025-02-19/data/mutate/production', {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: 'Bearer ${TOKEN}' },
  body: JSON.stringify({ mutations: [{ create: { _id: 'acknowledged', _type: 'stat', value: 'kept' } }] }),
})
if (response.ok) process.stdout.write('ACK\\n')
setInterval(() => {}, 1000)
`

test('an acknowledged mutation survives kill -9', async () => {
  const root = await mkdtemp(join(tmpdir(), 'lake-crash-'))
  const seedFile = await writeSeed(root)
  const dataDir = join(root, 'data')
  const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD], {
    env: { ...process.env, DATA_DIR: dataDir, SEED_FILE: seedFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ACK')) {
        child.kill('SIGKILL')
        resolve()
      }
    })
    child.on('exit', (code) => (code === null ? undefined : reject(new Error(`child exited ${code}`))))
  })
  await new Promise((resolve) => child.on('close', resolve))

  const reopened = await startLake({ dataDir, seedFile })
  try {
    expect(await reopened.editor.getDocument('acknowledged')).toMatchObject({ value: 'kept' })
  } finally {
    await reopened.close()
  }
}, 60_000)
