// `npm run functions:generate`: writes the Netlify entries (functions/netlify/) and Vercel entries (api/) of every
// function declared in functions/registry.ts, and deletes entries no declaration has any more. Run it after adding,
// renaming or re-routing a function; tests/deploy/function-entries.test.ts fails until it has run.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { entryFilesOnDisk, functionEntries } from './function-entries.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

const entries = await functionEntries(root)
for (const file of entryFilesOnDisk(root))
  if (!entries.has(file)) {
    rmSync(join(root, file))
    console.log(`deleted ${file}`)
  }
for (const [file, text] of entries) {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), text)
}
console.log(`wrote ${entries.size} entries`)
