// A copy of this repository's working tree (tracked and untracked files, not ignored ones) in a temporary folder,
// with node_modules linked, for tests that follow a README recipe on a copy: new-section, new-routable-type.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const repo = join(import.meta.dirname, '../..')

/** Copies the working tree into a new folder named `<prefix>…`, leaving out the files `skip` names. */
export function copyRepository(prefix: string, skip: (file: string) => boolean = () => false): string {
  const copy = mkdtempSync(join(tmpdir(), prefix))
  const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: repo,
    encoding: 'utf8',
  })
  for (const file of files.stdout.split('\0').filter(Boolean)) {
    if (skip(file)) continue
    try {
      cpSync(join(repo, file), join(copy, file), { recursive: false })
    } catch {
      // A file deleted in the working tree but still tracked: the copy is of what is there.
    }
  }
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'))
  return copy
}
