// `npm run backup`: one archive of the data folder (databases, image originals, outbox, editor token) into
// BACKUP_DIR, taken safely while the server runs and writes (server/backup.ts). With BACKUP_KEEP set, only the
// newest that many archives are kept.
import { relative } from 'node:path'
import { dataDir, rootDir } from '#shared/paths.ts'
import { createBackup, pruneBackups } from '../server/backup.ts'
import { backupSettings } from '../server/backup-schedule.ts'

/** A path inside the project relative to it, any other in full. */
const show = (path: string) => {
  const inside = relative(rootDir, path)
  return inside.startsWith('..') ? path : inside || '.'
}

const { backupDir, keep } = backupSettings()
const { file, bytes, manifest } = await createBackup({ dataDir: dataDir(), backupDir })
const { counts } = manifest
console.log(
  `Backed up ${show(manifest.source)} to ${show(file)} (${(bytes / 1_048_576).toFixed(1)} MB): ` +
    `${counts.documents} documents (${counts.leads} leads), ${counts.imageOriginals} image originals, ` +
    `${counts.historyRevisions} history revisions, ${manifest.files.length} files checksummed.`,
)
if (manifest.leftOut.length) console.log(`Left out: ${manifest.leftOut.join('; ')}.`)
if (keep) {
  const removed = await pruneBackups(backupDir, manifest.dataset, keep)
  if (removed.length) console.log(`Removed ${removed.length} older archive(s) (BACKUP_KEEP=${keep}).`)
}
