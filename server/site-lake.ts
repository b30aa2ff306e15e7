// The content lake as this site runs it (`npm start`, `npm run dev`, `npm run studio`): its data folder and seed,
// and what a release does besides publishing its versions: it is checked against the content model first
// (release-validation.ts) and commits the redirects of the pages it moves (release-redirects.ts).
import { seedFile } from '#shared/paths.ts'
import { createContentLake, type ContentLake } from './content-lake/index.ts'
import { releaseMoveRedirects } from './release-redirects.ts'
import { validateRelease } from './release-validation.ts'

export function createSiteLake(dataDir: string): Promise<ContentLake> {
  return createContentLake({
    dataDir,
    seedFile,
    validateRelease,
    onReleasePublish: releaseMoveRedirects,
  })
}
