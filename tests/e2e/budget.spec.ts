import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { initialJsBytes, INITIAL_JS_BUDGET_BYTES } from '../../build/bundle-size.ts'
import { clientDir } from '#shared/paths.ts'
import { routesManifestFile, type RoutesManifest } from '../../render/routes-manifest.ts'

// A budget on a deterministic figure (bytes of the build), not a timing: runs once, not per browser project.
test('every route loads at most 110 KB of gzipped JavaScript before its controls work', async ({
  browserName: _browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'build output is the same for every browser project')
  const manifest = JSON.parse(await readFile(routesManifestFile(clientDir), 'utf8')) as RoutesManifest
  const over: string[] = []
  for (const [path, { file }] of Object.entries(manifest.routes)) {
    // The server is live: another test may delete the article it published since the manifest was read.
    const measured = await initialJsBytes(clientDir, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null
      throw error
    })
    if (!measured) continue
    const { gzipBytes } = measured
    if (gzipBytes > INITIAL_JS_BUDGET_BYTES) over.push(`${path}: ${(gzipBytes / 1024).toFixed(1)} KB`)
  }
  expect(over).toEqual([])
})
