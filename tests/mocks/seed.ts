// The seed dataset as the content lake serves it (image assets materialised), for MSW-backed component tests.
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadSeed } from '../../server/content-lake/seed.ts'
import { seedFile } from '#shared/paths.ts'

let cached: Promise<Awaited<ReturnType<typeof loadSeed>>> | undefined

export function seedDocuments() {
  cached ??= mkdtemp(join(tmpdir(), 'seed-')).then((dataDir) =>
    loadSeed(seedFile, {
      dataDir,
      projectId: 'local',
      dataset: 'production',
      publicPath: '/content-lake',
    }).then(
      // Stamped as the lake stamps what it seeds, so queries over system fields answer alike.
      (documents) => {
        const timestamp = new Date().toISOString()
        return documents.map((doc) => ({
          _rev: 'seed',
          _createdAt: timestamp,
          _updatedAt: timestamp,
          ...doc,
        }))
      },
    ),
  )
  return cached
}
