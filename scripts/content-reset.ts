// `npm run content:reset`: throws away the local content (documents, uploaded images, resized variants) and seeds it
// again from content/production.ndjson. Contact submissions survive: a lead the site accepted is never lost; so do the
// questions the chat assistant could not answer (docs/chat.md). A server running on the folder would keep serving (and
// writing) the old store, so the reset refuses while one holds it.
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { dataDir, rootDir, seedFile } from '#shared/paths.ts'
import { openStore, storeFile } from '../server/content-lake/index.ts'
import { DocumentStore } from '../server/content-lake/store.ts'
import { acquireDataLock, DataFolderInUse } from '../server/data-lock.ts'

const dir = dataDir()
const file = storeFile(dir)

let lock: ReturnType<typeof acquireDataLock>
try {
  lock = acquireDataLock(dir, 'npm run content:reset')
} catch (error) {
  if (!(error instanceof DataFolderInUse)) throw error
  console.error(
    `npm run content:reset refused: ${error.message}. Stop it, then reset again. Nothing was changed.`,
  )
  process.exit(1)
}

let leads: ReturnType<DocumentStore['all']> = []
if (existsSync(file)) {
  const old = new DocumentStore(file)
  leads = old.all().filter((doc) => doc._type === 'contactSubmission' || doc._type === 'unansweredQuestion')
  old.close()
}
for (const path of [file, `${file}-wal`, `${file}-shm`, join(dir, 'assets'), join(dir, 'image-cache')])
  await rm(path, { recursive: true, force: true })

const { store } = await openStore({ dataDir: dir, seedFile })
if (leads.length)
  store.commit(
    'content-reset-keep-leads',
    new Date().toISOString(),
    leads.map((lead) => ({ id: lead._id, previous: null, next: lead, mutations: [] })),
  )
const submissions = leads.filter((doc) => doc._type === 'contactSubmission').length
console.log(
  `Reseeded ${relative(rootDir, file)} from ${relative(rootDir, seedFile)}: ${store.all().length} documents, ${submissions} contact submissions and ${leads.length - submissions} unanswered questions kept`,
)
store.close()
lock.release()
