// The server the Studio tests run against: `npm run studio` (studio/server/index.ts) on a content lake reset to the
// seed, serving its own copy of the built site beside it. Builds the site first when the build is missing or stale, as
// npm start does (the draft preview needs the site's current code); `npm run test:studio` has built it already.
import { rm } from 'node:fs/promises'
import { dataDir } from '#shared/paths.ts'
import { buildIfStale } from '../../build/build-if-stale.ts'
import { copyBuildToServe } from '../../build/served-copy.ts'

// These tests are about the offline Studio, whatever hosted project the environment names.
for (const name of ['SANITY_PROJECT_ID', 'SANITY_STUDIO_PROJECT_ID']) delete process.env[name]
await rm(dataDir(), { recursive: true, force: true })
await buildIfStale()
await copyBuildToServe()
await import('../../studio/server/index.ts')
