// Bytes of JavaScript a route loads before any interaction, gzipped: the entry script of the prerendered HTML, the
// chunks the page lists for hydration, and everything those import statically (followed through Vite's manifest, so
// nothing a page needs escapes the count). Used by `npm run bench` and by the budget test.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHUNKS_ELEMENT_ID, type ViteManifest } from '../server/render/page-files.ts'

// The largest route measured on 2026-11-23 (135.1 KB), rounded up: React DOM alone is 62 KB of it (README, "Performance").
export const INITIAL_JS_BUDGET_BYTES = 136 * 1024

export async function initialJsBytes(
  clientDir: string,
  htmlFile: string,
): Promise<{ files: string[]; gzipBytes: number }> {
  const html = await readFile(join(clientDir, htmlFile), 'utf8')
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]))
  const listed = new RegExp(
    `<script type="application/json" id="${CHUNKS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html)
  const roots = [
    ...[...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((match) => match[1]!),
    ...(listed ? (JSON.parse(listed[1]!) as string[]) : []),
  ]
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    const key = byFile.get(file)
    for (const imported of (key && manifest[key]?.imports) || []) visit(`/${manifest[imported]!.file}`)
  }
  roots.forEach(visit)
  let gzipBytes = 0
  for (const file of files) gzipBytes += gzipSync(await readFile(join(clientDir, file))).length
  return { files: [...files], gzipBytes }
}
