// `npm run content:export [-- --out file.ndjson] [--drafts] [--leads]`: writes the embedded content lake back to
// NDJSON (default: the seed, content/production.ndjson) with its images beside it, ready to commit or to import
// into hosted Sanity. Safe while `npm start` runs: SQLite readers never block the writer.
import { existsSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { dataDir, rootDir, seedFile } from '#shared/paths.ts'
import { exportDataset } from '../server/content-lake/export.ts'
import { storeFile } from '../server/content-lake/index.ts'
import { DocumentStore } from '../server/content-lake/store.ts'

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: seedFile },
    drafts: { type: 'boolean', default: false },
    leads: { type: 'boolean', default: false },
  },
})

const file = storeFile(dataDir())
if (!existsSync(file)) {
  console.error(
    `Nothing to export: there is no content lake at ${relative(rootDir, file)} yet (npm start creates it).`,
  )
  process.exit(1)
}
const store = new DocumentStore(file)
const outFile = resolve(values.out)
const result = await exportDataset({
  documents: store.all(),
  dataDir: dataDir(),
  outFile,
  includeDrafts: values.drafts,
  includeLeads: values.leads,
})
store.close()
console.log(`Exported ${result.documents} documents to ${relative(rootDir, outFile)}`)
if (result.imagesCopied.length) console.log(`New images: ${result.imagesCopied.join(', ')}`)
