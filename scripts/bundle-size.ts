// Bytes of JavaScript a route loads before any interaction: the entry script and the modules it preloads, as
// referenced by the prerendered HTML, gzipped. Used by `npm run bench` and by the budget test.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export const INITIAL_JS_BUDGET_BYTES = 150 * 1024

export async function initialJsBytes(
  clientDir: string,
  htmlFile: string,
): Promise<{ files: string[]; gzipBytes: number }> {
  const html = await readFile(join(clientDir, htmlFile), 'utf8')
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]!)
  let gzipBytes = 0
  for (const file of new Set(files)) gzipBytes += gzipSync(await readFile(join(clientDir, file))).length
  return { files: [...new Set(files)], gzipBytes }
}
