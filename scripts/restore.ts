// `npm run restore <archive>`: replaces the data folder with a backup's (server/backup.ts). Refuses while a server
// (or anything else) holds the folder, checks the whole archive before it replaces anything, and keeps the folder
// it replaces beside it.
import { relative } from 'node:path'
import { dataDir, rootDir } from '#shared/paths.ts'
import { BackupUnusable, restoreBackup } from '../server/backup.ts'
import { DataFolderInUse } from '../server/data-lock.ts'

const archive = process.argv[2]
if (!archive || process.argv.length > 3) {
  console.error(
    'Usage: npm run restore <archive>   (e.g. npm run restore backups/production-2026-11-27T13-45-00Z.tar.gz)',
  )
  process.exit(2)
}
/** A path inside the project relative to it, any other in full. */
const show = (path: string) => {
  const inside = relative(rootDir, path)
  return inside.startsWith('..') ? path : inside || '.'
}

try {
  const { manifest, kept } = await restoreBackup({ archive, dataDir: dataDir() })
  const { counts } = manifest
  console.log(
    `Restored ${show(dataDir())} from ${archive}, taken ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version}: ` +
      `${counts.documents} documents (${counts.leads} leads), ${counts.imageOriginals} image originals, ` +
      `${counts.historyRevisions} history revisions; every checksum and database checked.`,
  )
  console.log(
    kept
      ? `The folder it replaced is kept as ${show(kept)}: delete it once the site looks right.`
      : 'There was no data folder before.',
  )
  console.log('Resized images are made again as pages ask for them. Start the server: npm start')
} catch (error) {
  if (error instanceof DataFolderInUse) {
    console.error(
      `npm run restore refused: ${error.message}. Stop it, then restore again. Nothing was replaced.`,
    )
    process.exit(1)
  }
  if (error instanceof BackupUnusable) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
