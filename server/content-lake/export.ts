// Writes the store back to the seed's own form: Sanity NDJSON whose images are `_sanityAsset: "image@file://./images/…"`
// beside it, so an edit made locally (in the Studio or by a script) can be committed as the new seed, and the same
// file still loads into hosted Sanity with `sanity dataset import`.
import { createHash } from 'node:crypto'
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { originalsDir } from './assets.ts'
import { readNdjson } from './seed.ts'
import type { SanityDocument } from './store.ts'

const PREVIEW_SECRET_TYPES = new Set(['sanity.previewUrlSecret', 'sanity.previewUrlShareAccess'])
/** What visitors asked the chat assistant (docs/chat.md): collected by the site, never part of the seed. */
const VISITOR_DATA_TYPES = new Set(['unansweredQuestion'])

export interface ExportOptions {
  /** The store's documents. */
  documents: SanityDocument[]
  /** The lake's data directory (image originals live under it). */
  dataDir: string
  /** The NDJSON file to write; images go to `images/` beside it. */
  outFile: string
  /** Drafts are work in progress and leads are personal data: both stay out of a seed unless asked for. */
  includeDrafts?: boolean
  includeLeads?: boolean
}

export interface ExportResult {
  documents: number
  imagesCopied: string[]
}

// Fields the lake maintains itself; a seed that carried them would pin every document's revision.
const SYSTEM_FIELDS = ['_rev'] as const

const sha1 = (buffer: Buffer) => createHash('sha1').update(buffer).digest('hex')

export async function exportDataset(options: ExportOptions): Promise<ExportResult> {
  const { documents, dataDir, outFile } = options
  const imagesDir = join(dirname(outFile), 'images')
  await mkdir(imagesDir, { recursive: true })

  const assets = new Map(
    documents.filter((doc) => doc._type === 'sanity.imageAsset').map((doc) => [doc._id, doc]),
  )
  const existingByHash = await hashImages(imagesDir)
  const fileForAsset = new Map<string, string>()
  const imagesCopied: string[] = []

  async function imageFile(assetId: string): Promise<string> {
    const known = fileForAsset.get(assetId)
    if (known) return known
    const asset = assets.get(assetId)
    if (!asset) throw new Error(`An image points at ${assetId}, which is not in the store`)
    const hash = String(asset.sha1hash)
    let name = existingByHash.get(hash)
    if (!name) {
      const original = join(originalsDir(dataDir), String(asset.path).split('/').pop()!)
      const taken = new Set(existingByHash.values())
      const preferred = String(asset.originalFilename ?? '').replace(/[^\w.-]+/g, '-')
      name = preferred && !taken.has(preferred) ? preferred : `${hash}.${String(asset.extension)}`
      await copyFile(original, join(imagesDir, name))
      existingByHash.set(hash, name)
      imagesCopied.push(name)
    }
    fileForAsset.set(assetId, name)
    return name
  }

  async function convert(value: unknown): Promise<unknown> {
    if (Array.isArray(value)) return Promise.all(value.map(convert))
    if (!value || typeof value !== 'object') return value
    const record = value as Record<string, unknown>
    const asset = record.asset as { _ref?: unknown } | undefined
    if (typeof asset?._ref === 'string' && assets.has(asset._ref)) {
      const { asset: _asset, ...rest } = record
      return { ...rest, _sanityAsset: `image@file://./images/${await imageFile(asset._ref)}` }
    }
    const entries = await Promise.all(
      Object.entries(record).map(async ([key, item]) => [key, await convert(item)] as const),
    )
    return Object.fromEntries(entries)
  }

  const kept = documents.filter(
    (doc) =>
      doc._type !== 'sanity.imageAsset' &&
      // The Studio's preview-link secrets (visual editing) belong to this lake's sessions, not to the content.
      !PREVIEW_SECRET_TYPES.has(doc._type) &&
      !VISITOR_DATA_TYPES.has(doc._type) &&
      (options.includeDrafts || !doc._id.startsWith('drafts.')) &&
      (options.includeLeads || doc._type !== 'contactSubmission'),
  )
  const ordered = await inSeedOrder(kept, outFile)
  const lines: string[] = []
  for (const doc of ordered) {
    const converted = (await convert(doc)) as Record<string, unknown>
    for (const field of SYSTEM_FIELDS) delete converted[field]
    lines.push(JSON.stringify(converted))
  }
  await writeFile(outFile, `${lines.join('\n')}\n`)
  return { documents: lines.length, imagesCopied }
}

/** Documents already in the file keep their line, new ones follow by id: a re-export diffs only what changed. */
async function inSeedOrder(documents: SanityDocument[], outFile: string): Promise<SanityDocument[]> {
  const previous = await readNdjson(outFile).catch(() => [])
  const position = new Map(previous.map((doc, index) => [doc._id, index]))
  return [...documents].sort((a, b) => {
    const pa = position.get(a._id) ?? Infinity
    const pb = position.get(b._id) ?? Infinity
    return pa !== pb ? pa - pb : a._id.localeCompare(b._id)
  })
}

async function hashImages(dir: string): Promise<Map<string, string>> {
  const byHash = new Map<string, string>()
  for (const name of await readdir(dir)) byHash.set(sha1(await readFile(join(dir, name))), name)
  return byHash
}
