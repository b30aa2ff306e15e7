// Reads the seed dataset (Sanity NDJSON) and turns every `_sanityAsset: "image@file://./images/x.jpg"` into a
// `sanity.imageAsset` document and a reference to it, exactly as `sanity dataset import` does.
import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createImageAsset, type AssetContext } from './assets.ts'
import type { SanityDocument } from './store.ts'

export async function readNdjson(file: string): Promise<SanityDocument[]> {
  const text = await readFile(file, 'utf8')
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), index }))
    .filter(({ line }) => line !== '')
    .map(({ line, index }) => {
      try {
        return JSON.parse(line) as SanityDocument
      } catch {
        throw new Error(`${file}:${index + 1} is not valid JSON`)
      }
    })
}

/** Documents of the seed with image assets materialised (`assetContext.dataDir` receives the original files). */
export async function loadSeed(seedFile: string, assetContext: AssetContext): Promise<SanityDocument[]> {
  const documents = await readNdjson(seedFile)
  // The promise is kept, not its result: documents convert concurrently, and an image many documents share must be
  // read and measured once, not once per document that asked before the first answer came.
  const assets = new Map<string, Promise<SanityDocument>>()
  const baseDir = dirname(seedFile)

  function assetFor(spec: string): Promise<SanityDocument> {
    const match = /^image@(file:\/\/.+)$/.exec(spec)
    if (!match)
      return Promise.reject(
        new Error(`Unsupported _sanityAsset "${spec}" (only image@file://... is supported)`),
      )
    const url = match[1]!
    const path = url.startsWith('file://./')
      ? resolve(baseDir, url.slice('file://'.length))
      : fileURLToPath(url)
    let asset = assets.get(path)
    if (!asset) {
      asset = readFile(path).then(
        (buffer) => createImageAsset(assetContext, buffer, path.split('/').pop()!),
        () => {
          throw new Error(`Seed image not found: ${path}`)
        },
      )
      assets.set(path, asset)
    }
    return asset
  }

  // Two walks of the documents, neither with a promise per value (the seed and 990 generated articles hold 137,000
  // values; that lake opened in 2.0-2.3 s with a promise each, 1.2 s without): the first finds the images they name,
  // read and measured concurrently; the second puts references in their place.
  const specs = new Set<string>()
  function collect(value: unknown) {
    if (Array.isArray(value)) value.forEach(collect)
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      if (typeof record._sanityAsset === 'string') specs.add(record._sanityAsset)
      Object.values(record).forEach(collect)
    }
  }
  documents.forEach(collect)
  const assetIds = new Map(
    await Promise.all([...specs].map(async (spec) => [spec, (await assetFor(spec))._id] as const)),
  )

  function convert(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(convert)
    if (!value || typeof value !== 'object') return value
    const converted: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) converted[key] = convert(item)
    if (typeof converted._sanityAsset === 'string') {
      const assetId = assetIds.get(converted._sanityAsset)!
      delete converted._sanityAsset
      return { ...converted, _type: converted._type ?? 'image', asset: { _type: 'reference', _ref: assetId } }
    }
    return converted
  }

  const converted = documents.map(convert) as SanityDocument[]
  return [...(await Promise.all(assets.values())), ...converted]
}
