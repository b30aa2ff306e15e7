// Keeps a Node process running: started again when it dies, given up on when it keeps crashing (something a restart
// will not fix), and SIGINT/SIGTERM passed on so it can shut down cleanly. `npm start` runs the server under it.
import { spawn, type ChildProcess } from 'node:child_process'

/**
 * The server's environment: the supervisor's, with glibc's malloc kept to two arenas unless set otherwise. glibc
 * gives each thread arenas of its own (up to eight per core) and returns little of what they free to the system:
 * with the content lake's GROQ workers passing megabytes of answers to the main thread, that was 25-35 MB of the
 * server's RSS at 50,000 articles (README, Performance). Other C libraries ignore the variable.
 */
export const serverEnv = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({
  MALLOC_ARENA_MAX: '2',
  ...env,
})

export interface SuperviseOptions {
  cwd?: string
  restartDelayMs?: number
  /** More crashes than this within `crashWindowMs` stops the supervisor with exit code 1. */
  maxCrashes?: number
  crashWindowMs?: number
  log?: (line: string) => void
  /** Called with the exit code the supervisor itself should leave with. */
  exit?: (code: number) => void
  signals?: NodeJS.Signals[]
}

export function supervise(
  args: string[],
  {
    cwd,
    restartDelayMs = 1000,
    maxCrashes = 5,
    crashWindowMs = 60_000,
    log = (line) => console.error(line),
    exit = (code) => process.exit(code),
    signals = ['SIGINT', 'SIGTERM'],
  }: SuperviseOptions = {},
) {
  let stopping = false
  let crashes: number[] = []
  let child: ChildProcess
  let starts = 0

  const start = () => {
    starts++
    child = spawn(process.execPath, args, { cwd, stdio: 'inherit', env: serverEnv() })
    child.on('exit', (code, signal) => {
      if (stopping) return exit(code ?? 0)
      const now = Date.now()
      crashes = [...crashes.filter((at) => now - at < crashWindowMs), now]
      log(`Server stopped unexpectedly (${signal ?? `exit code ${code}`})`)
      if (crashes.length > maxCrashes) {
        log(`It stopped ${crashes.length} times within ${crashWindowMs / 1000} s; not restarting`)
        return exit(1)
      }
      log(`Restarting in ${restartDelayMs / 1000} s`)
      setTimeout(start, restartDelayMs)
    })
  }
  const stop = (signal: NodeJS.Signals) => {
    stopping = true
    child.kill(signal)
  }
  for (const signal of signals) process.on(signal, () => stop(signal))
  start()
  return {
    stop,
    get starts() {
      return starts
    },
    get pid() {
      return child.pid
    },
  }
}
