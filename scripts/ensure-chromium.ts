// Browser tests drive Debian's chromium (no browser downloads work here). Installs it with apt-get when missing.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(CHROMIUM)) {
  console.log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get`)
  const isRoot = process.getuid?.() === 0
  const run = (args: string[]) =>
    spawnSync(isRoot ? args[0]! : 'sudo', isRoot ? args.slice(1) : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  const update = run(['apt-get', 'update'])
  const install =
    update.status === 0 ? run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']) : update
  if (install.status !== 0 || !existsSync(CHROMIUM)) {
    console.error(
      `Could not install chromium (apt-get exited ${install.status}). Install Debian's "chromium" package yourself ` +
        `(as root: apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
    )
    process.exit(1)
  }
}
