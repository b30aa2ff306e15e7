// The benches serve a fresh copy of the lake the build was prerendered from: the same content, so the browser's
// background revalidation finds nothing new (as on a live site between two publishes), and the benches' contact
// messages and attacks stay out of the developer's lake. SQLite's backup API copies a consistent snapshot even while
// `npm start` has the lake open. Resized images are kept between runs.
import { cp, mkdir, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'
import { historyFile, storeFile } from '../../server/content-lake/index.ts'

export async function copyBuildLake(from: string, to: string) {
  await mkdir(to, { recursive: true })
  for (const file of [storeFile, historyFile]) {
    for (const suffix of ['', '-wal', '-shm']) await rm(`${file(to)}${suffix}`, { force: true })
    if (!existsSync(file(from))) continue
    const source = new DatabaseSync(file(from), { readOnly: true })
    try {
      await backup(source, file(to))
    } finally {
      source.close()
    }
  }
  await rm(join(to, 'assets'), { recursive: true, force: true })
  if (existsSync(join(from, 'assets')))
    await cp(join(from, 'assets'), join(to, 'assets'), { recursive: true })
}
