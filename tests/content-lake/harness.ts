// A real content lake on a free port with a small seed of its own, for tests that speak HTTP to it.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { createClient, type SanityClient } from '@sanity/client'
import {
  createContentLake,
  serveContentLake,
  type ContentLake,
  type ContentLakeOptions,
} from '../../server/content-lake/index.ts'

export const TOKEN = 'test-editor-token'

export const SEED = [
  { _id: 'stat-1', _type: 'stat', value: '150+', label: 'Implementations' },
  { _id: 'stat-2', _type: 'stat', value: '24/7', label: 'Support' },
  { _id: 'drafts.stat-1', _type: 'stat', value: '175+', label: 'Implementations' },
  { _id: 'contactSubmission.secret', _type: 'contactSubmission', name: 'Private lead' },
  {
    _id: 'siteSettings',
    _type: 'siteSettings',
    companyName: 'Acme',
    shareImage: { _type: 'image', alt: 'Blue', _sanityAsset: 'image@file://./images/blue.png' },
  },
]

export interface TestLake {
  lake: ContentLake
  url: string
  dataDir: string
  /** An editor client (token) and a visitor client (no token). */
  editor: SanityClient
  visitor: SanityClient
  close(): Promise<void>
}

export async function writeSeed(dir: string, documents: object[] = SEED) {
  await mkdir(join(dir, 'images'), { recursive: true })
  await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1d4ed8' } })
    .png()
    .toFile(join(dir, 'images/blue.png'))
  const seedFile = join(dir, 'seed.ndjson')
  await writeFile(seedFile, documents.map((doc) => JSON.stringify(doc)).join('\n'))
  return seedFile
}

export async function startLake(
  options: { dataDir?: string; seedFile?: string; limits?: ContentLakeOptions['limits'] } = {},
): Promise<TestLake> {
  const root = await mkdtemp(join(tmpdir(), 'lake-'))
  const seedFile = options.seedFile ?? (await writeSeed(root))
  const dataDir = options.dataDir ?? join(root, 'data')
  const lake = await createContentLake({ dataDir, seedFile, token: TOKEN, limits: options.limits })
  const served = await serveContentLake(lake, 0)
  const config = {
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: served.url,
    useProjectHostname: false,
    useCdn: false,
  }
  return {
    lake,
    url: served.url,
    dataDir,
    editor: createClient({ ...config, token: TOKEN }),
    visitor: createClient(config),
    async close() {
      await served.close()
      await lake.close()
    },
  }
}
