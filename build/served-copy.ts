// A test server's own copy of the build (SITE_DIST_DIR; see servedDist in shared/paths.ts): it renders live pages
// into the copy, so two test servers run side by side and the build `npm start` serves keeps no test content.
import { cp, rm } from 'node:fs/promises'
import { distDir, servedDist } from '#shared/paths.ts'

export async function copyBuildToServe(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const target = servedDist(env).distDir
  if (target === distDir) return
  await rm(target, { recursive: true, force: true })
  await cp(distDir, target, { recursive: true })
}
