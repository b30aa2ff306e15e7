// A stuck query cannot keep the server from shutting down: GROQ runs off the main thread, so SIGTERM is handled at
// once, and SHUTDOWN_TIMEOUT_MS bounds how long requests under way may hold the exit.
import { spawn } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { rootDir } from '#shared/paths.ts'

const NESTED = 'count(*[]{ "x": *[]{ "y": *[]{ "z": *[] } } }[].x[].y[].z[])'

test('SIGTERM during a runaway query ends the server within its shutdown deadline', async () => {
  const server = spawn(process.execPath, ['server/index.ts'], {
    cwd: rootDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      CONTENT_LAKE_DATA_DIR: await mkdtemp(join(tmpdir(), 'shutdown-')),
      GROQ_TIMEOUT_MS: '60000',
      SHUTDOWN_TIMEOUT_MS: '1500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)))
  await expect.poll(() => output, { timeout: 20_000 }).toMatch(/Site running at http:\/\/localhost:\d+/)
  const port = output.match(/localhost:(\d+)/)![1]

  const query = fetch(
    `http://127.0.0.1:${port}/content-lake/v2025-02-19/data/query/production?query=${encodeURIComponent(NESTED)}`,
  ).catch(() => null)
  await new Promise((resolve) => setTimeout(resolve, 300))
  const signalled = performance.now()
  server.kill('SIGTERM')
  const code = await exited
  const seconds = (performance.now() - signalled) / 1000

  expect(output).toContain('SIGTERM received, shutting down')
  expect(code).not.toBeNull()
  expect(seconds).toBeLessThan(10)
  await query
}, 40_000)
