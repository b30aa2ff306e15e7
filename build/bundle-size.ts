// Bytes of JavaScript a route loads, gzipped, in two parts (docs/hydration.md):
// - initial: what the page needs before its controls work: the entry script of the prerendered HTML, the app's shell
//   the page lists first, and everything those import statically (followed through Vite's manifest, so nothing
//   escapes the count);
// - later: the route's and sections' own chunks, loaded while the shell hydrates; until each arrives, its part of
//   the page keeps the prerendered HTML, which works by itself.
// Used by `npm run bench` and by the budget test.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHUNKS_ELEMENT_ID, LATER_CHUNKS_ELEMENT_ID, type ViteManifest } from '../render/page-files.ts'

/** The target (issue 21): initial JavaScript at most 110 KB gzip on every route. */
export const INITIAL_JS_BUDGET_BYTES = 110 * 1024

export interface RouteJs {
  /** Files loaded before the page's controls work, and their gzip size. */
  files: string[]
  gzipBytes: number
  /** Files loaded while the shell hydrates (the route's and sections' own), and their gzip size. */
  laterFiles: string[]
  laterGzipBytes: number
}

/** The chunk files a page lists in its JSON block `id` (CHUNKS_ELEMENT_ID or LATER_CHUNKS_ELEMENT_ID). */
export const listedChunks = (html: string, id: string): string[] => {
  const block = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)
  return block ? (JSON.parse(block[1]!) as string[]) : []
}

export async function initialJsBytes(clientDir: string, htmlFile: string): Promise<RouteJs> {
  const html = await readFile(join(clientDir, htmlFile), 'utf8')
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]))
  const follow = (roots: string[], files: Set<string>) => {
    const visit = (file: string) => {
      if (files.has(file)) return
      files.add(file)
      const key = byFile.get(file)
      for (const imported of (key && manifest[key]?.imports) || []) visit(`/${manifest[imported]!.file}`)
    }
    roots.forEach(visit)
    return files
  }
  const initial = follow(
    [
      ...[...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((match) => match[1]!),
      ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((match) => match[1]!),
      ...listedChunks(html, CHUNKS_ELEMENT_ID),
    ],
    new Set(),
  )
  const later = [...follow(listedChunks(html, LATER_CHUNKS_ELEMENT_ID), new Set(initial))].filter(
    (file) => !initial.has(file),
  )
  const gzip = async (files: Iterable<string>) => {
    let bytes = 0
    for (const file of files) bytes += gzipSync(await readFile(join(clientDir, file))).length
    return bytes
  }
  return {
    files: [...initial],
    gzipBytes: await gzip(initial),
    laterFiles: later,
    laterGzipBytes: await gzip(later),
  }
}
