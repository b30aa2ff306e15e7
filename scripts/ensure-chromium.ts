// Browser tests drive Debian's chromium (no browser downloads work here). Installs it with apt-get when missing,
// with a colour emoji font: a visitor's device has one, and the D365 module cards show emoji icons.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf'

const missing = [
  ...(existsSync(CHROMIUM) ? [] : ['chromium']),
  ...(existsSync(EMOJI_FONT) ? [] : ['fonts-noto-color-emoji']),
]

if (missing.length > 0) {
  console.log(`Installing Debian's ${missing.join(' and ')} with apt-get`)
  const isRoot = process.getuid?.() === 0
  const run = (args: string[]) =>
    spawnSync(isRoot ? args[0]! : 'sudo', isRoot ? args.slice(1) : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  const update = run(['apt-get', 'update'])
  const install =
    update.status === 0 ? run(['apt-get', 'install', '-y', '--no-install-recommends', ...missing]) : update
  if (!existsSync(CHROMIUM)) {
    console.error(
      `Could not install chromium (apt-get exited ${install.status}). Install Debian's "chromium" package yourself ` +
        `(as root: apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
    )
    process.exit(1)
  }
  // Without the font the tests still run; emoji show as empty boxes in screenshots.
  if (!existsSync(EMOJI_FONT))
    console.warn('fonts-noto-color-emoji could not be installed; emoji will not render.')
}
