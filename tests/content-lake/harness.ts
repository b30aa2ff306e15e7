// A real content lake on a free port with a small seed of its own, for tests that speak HTTP to it.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll } from 'vitest'
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
  options: Pick<
    ContentLakeOptions,
    'limits' | 'validateRelease' | 'scheduleReleases' | 'onReleasePublish'
  > & {
    dataDir?: string
    seedFile?: string
  } = {},
): Promise<TestLake> {
  const root = await mkdtemp(join(tmpdir(), 'lake-'))
  const seedFile = options.seedFile ?? (await writeSeed(root))
  const dataDir = options.dataDir ?? join(root, 'data')
  const lake = await createContentLake({
    dataDir,
    seedFile,
    token: TOKEN,
    limits: options.limits,
    validateRelease: options.validateRelease,
    scheduleReleases: options.scheduleReleases,
    onReleasePublish: options.onReleasePublish,
  })
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

/**
 * A lake for the calling test file (call once at its top level): started before its first test, closed after its
 * last. Its fields are there once the tests run: read them inside tests and hooks.
 */
export function lakeForTests(options: Parameters<typeof startLake>[0] = {}): TestLake {
  let started: TestLake | undefined
  const get = () => {
    if (!started) throw new Error('The lake starts before the first test; read it inside tests')
    return started
  }
  beforeAll(async () => {
    started = await startLake(options)
  })
  afterAll(() => started?.close())
  return {
    get lake() {
      return get().lake
    },
    get url() {
      return get().url
    },
    get dataDir() {
      return get().dataDir
    },
    get editor() {
      return get().editor
    },
    get visitor() {
      return get().visitor
    },
    close: () => get().close(),
  }
}

/** The lake's HTTP API as the Studio calls it (API version 2025-02-19), on `t`'s address when called. */
export function studioApi(t: Pick<TestLake, 'url'>) {
  /** A request with the editor's token unless `token` says otherwise (null: none); bodies are JSON. */
  const request = (path: string, init: RequestInit & { token?: string | null } = {}) => {
    const { token = TOKEN, ...rest } = init
    return fetch(`${t.url}/v2025-02-19${path}`, {
      ...rest,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(rest.body ? { 'Content-Type': 'application/json' } : {}),
      },
    })
  }
  /** POST /data/actions: these actions in one transaction (its id given or made by the lake). */
  const actions = (list: object[], extra: { transactionId?: string } = {}) =>
    request('/data/actions/production', { method: 'POST', body: JSON.stringify({ actions: list, ...extra }) })
  return { request, actions }
}

/** Document actions exactly as the Studio (sanity 6) sends them. */
export const studioAction = {
  edit: (publishedId: string, patch: object) => ({
    actionType: 'sanity.action.document.edit',
    draftId: `drafts.${publishedId}`,
    publishedId,
    patch,
  }),
  publish: (publishedId: string, ifPublishedRevisionId?: string) => ({
    actionType: 'sanity.action.document.publish',
    draftId: `drafts.${publishedId}`,
    publishedId,
    ifPublishedRevisionId,
  }),
}
