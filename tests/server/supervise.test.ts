// `npm start` keeps the server up: a crashed server is started again; one that keeps crashing is given up on.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { serverEnv, supervise } from '../../scripts/supervise.ts'

/** A script that appends a line to a file and then exits with the given code. */
async function crashingScript(code: number) {
  const dir = await mkdtemp(join(tmpdir(), 'supervise-'))
  const log = join(dir, 'starts.log')
  const script = join(dir, 'crash.mjs')
  await writeFile(
    script,
    `import { appendFileSync } from 'node:fs'\nappendFileSync(${JSON.stringify(log)}, 'start\\n')\nprocess.exit(${code})\n`,
  )
  return {
    script,
    starts: async () => (await readFile(log, 'utf8').catch(() => '')).split('\n').filter(Boolean).length,
  }
}

test('a server that dies is started again, and one that keeps dying is given up on with exit code 1', async () => {
  const { script, starts } = await crashingScript(137)
  const lines: string[] = []
  const exitCode = await new Promise<number>((resolve) => {
    supervise([script], {
      restartDelayMs: 10,
      maxCrashes: 2,
      log: (line) => lines.push(line),
      exit: resolve,
      signals: [],
    })
  })
  expect(exitCode).toBe(1)
  expect(await starts()).toBe(3)
  expect(lines).toContain('Server stopped unexpectedly (exit code 137)')
  expect(lines.at(-1)).toBe('It stopped 3 times within 60 s; not restarting')
})

test("the server runs with glibc's malloc kept to two arenas, unless the environment says otherwise", () => {
  expect(serverEnv({ PATH: '/bin' })).toEqual({ MALLOC_ARENA_MAX: '2', PATH: '/bin' })
  expect(serverEnv({ MALLOC_ARENA_MAX: '4' })).toEqual({ MALLOC_ARENA_MAX: '4' })
})
