// The server the end-to-end tests run against: the built site on a content lake reset to the seed.
import { rm } from 'node:fs/promises'
import { dataDir } from '#shared/paths.ts'
import { runServer } from '../server/index.ts'
import { copyBuildToServe } from '../build/served-copy.ts'

await rm(dataDir(), { recursive: true, force: true })
await copyBuildToServe()
await runServer()
