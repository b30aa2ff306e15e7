// A stand-in for a hosted Sanity project, for tests of the hosted code paths (SANITY_PROJECT_ID set): a second
// embedded content lake (server/content-lake) with its own data folder, project id, dataset and token, answering
// Sanity's HTTP API at the paths @sanity/client asks when SANITY_API_HOST points at it, and, after every change, sending
// the webhook a hosted project configured as the README's "Deploying" section says would send: same filter,
// projection and Sanity's signature.
import { createHmac, randomUUID } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createClient, type SanityClient } from '@sanity/client'
import { evaluate, parse } from 'groq-js'
import { Hono } from 'hono'
import { seedFile as projectSeed } from '#shared/paths.ts'
import { API_VERSION } from '../../functions/lib/sanity-client.ts'
import { SIGNATURE_HEADER } from '../../functions/revalidate/function.ts'
import { originalsDir } from '../../server/content-lake/assets.ts'
import { createContentLake, type ContentLake } from '../../server/content-lake/index.ts'
import type { DocumentChange } from '../../server/content-lake/store.ts'

/** The webhook of the README's "Deploying" section, field by field (tests/hosted/webhook.test.ts holds them equal). */
export const README_WEBHOOK = {
  filter: '!(_type in ["contactSubmission", "sanity.imageAsset", "sanity.fileAsset"])',
  projection: '{_id, _type}',
  apiVersion: `v${API_VERSION}`,
  triggers: ['create', 'update', 'delete'] as const,
  drafts: false,
}

type Operation = (typeof README_WEBHOOK.triggers)[number]

/** Where the webhook goes and what it is signed with (the site's SANITY_WEBHOOK_SECRET). */
export interface WebhookTarget {
  url: string
  secret: string
}

/** One delivery of the webhook, as Sanity's webhook log shows it. */
export interface Delivery {
  documentId: string
  operation: Operation
  body: string
  status: number
}

export interface StandIn {
  projectId: string
  dataset: string
  /** The API's address: what SANITY_API_HOST is set to. */
  apiHost: string
  /** The project's token (the lake has one: it reads drafts and leads, and writes). */
  token: string
  /** The environment of a site deployed against this project, as the README lists it. */
  env: Record<string, string>
  /** A client of the project with its token, as the Studio would edit. */
  editor: SanityClient
  lake: ContentLake
  /** Every webhook sent so far, oldest first. */
  deliveries: Delivery[]
  /** Sets (or, with null, removes) where the webhook goes. */
  setWebhook(target: WebhookTarget | null): void
  /** Resolves once every webhook of the changes so far has been answered. */
  webhooksSent(): Promise<void>
  close(): Promise<void>
}

/** Sanity's signature header (@sanity/webhook's `encodeSignatureHeader`): `t=<ms>,v1=<base64url HMAC-SHA256>`. */
export function signatureHeader(body: string, secret: string, timestamp = Date.now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('base64url')
  return `t=${timestamp},v1=${signature}`
}

/** A draft or a release's version: with "Drafts" off, Sanity sends no webhook for them. */
const isDraftOrVersion = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.')

const selection = parse(`*[${README_WEBHOOK.filter}]${README_WEBHOOK.projection}`)

/** The webhook's body for a change, or null when its filter leaves the document out. */
async function webhookBody(change: DocumentChange): Promise<{ body: string; operation: Operation } | null> {
  if (isDraftOrVersion(change.id)) return null
  const operation: Operation = !change.previous ? 'create' : !change.next ? 'delete' : 'update'
  // A deletion is filtered and projected as the document was.
  const document = change.next ?? change.previous
  const [projected] = (await (await evaluate(selection, { dataset: [document] })).get()) as unknown[]
  return projected === undefined ? null : { body: JSON.stringify(projected), operation }
}

/** A client of a stand-in's project with its token, as the Studio edits (also for a process that only knows its address). */
export const standInClient = ({
  projectId,
  dataset,
  apiHost,
  token,
}: Pick<StandIn, 'projectId' | 'dataset' | 'apiHost' | 'token'>): SanityClient =>
  createClient({
    projectId,
    dataset,
    apiVersion: API_VERSION,
    apiHost,
    useProjectHostname: false,
    useCdn: false,
    token,
  })

/** As the Studio publishes: an edit makes the draft, the publish replaces the published document with it. */
export async function publishEdit(editor: SanityClient, publishedId: string, set: Record<string, unknown>) {
  const draftId = `drafts.${publishedId}`
  await editor.action({ actionType: 'sanity.action.document.edit', draftId, publishedId, patch: { set } })
  await editor.action({ actionType: 'sanity.action.document.publish', draftId, publishedId })
}

/** The stand-in's project and dataset: a hosted build for it (hosted-build.ts) bakes them in. */
export const STAND_IN_PROJECT = { projectId: 'standin1', dataset: 'rehearsal' }

/** How long a stand-in waits for its `port` while another test file's stand-in holds it. */
const PORT_WAIT_MS = 240_000

/**
 * Listens on `port` (0: a free one). A given port is a hosted build's baked-in address, shared by the test files that
 * serve that build (hosted-build-setup.ts): while another file's stand-in holds it, this one waits its turn.
 */
async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const deadline = Date.now() + PORT_WAIT_MS
  for (;;) {
    try {
      return await new Promise((resolve, reject) => {
        const listening = serve({ fetch, port, hostname: '127.0.0.1' }, (info) =>
          resolve({
            port: info.port,
            close: () => new Promise<void>((done) => listening.close(() => done())),
          }),
        )
        listening.once('error', reject)
      })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

/**
 * Starts the stand-in on a free port, or on `port` (a hosted build's address, waiting while another file holds it):
 * the project's own seed (content/production.ndjson) unless `seedFile` names another, in a data folder of its own
 * that `close` removes.
 */
export async function startStandIn(
  options: { seedFile?: string; webhook?: WebhookTarget; port?: number } = {},
): Promise<StandIn> {
  const root = await mkdtemp(join(tmpdir(), 'hosted-stand-in-'))
  const { projectId, dataset } = STAND_IN_PROJECT
  const token = `stand-in-${randomUUID()}`
  const dataDir = join(root, 'data')
  const lake = await createContentLake({
    dataDir,
    seedFile: options.seedFile ?? projectSeed,
    projectId,
    dataset,
    token,
    // Asset URLs start at the API's root, where the stand-in serves the lake.
    publicPath: '',
    scheduleReleases: false,
  })
  let apiHost = ''
  // The local server mounts the lake at /content-lake; hosted Sanity answers at the host's root
  // (/v2025-02-19/data/query/<dataset>), so the stand-in serves the lake's own routes there, and the one route of
  // hosted Sanity's the lake has no use for: the export `sanity dataset export` reads (@sanity/export), every document
  // as NDJSON, and the image's original bytes it then downloads.
  const authorized = (header: string | undefined) => header === `Bearer ${token}`
  const app = new Hono()
    .get('/:version/data/export/:dataset', (c) => {
      if (!authorized(c.req.header('authorization')) || c.req.param('dataset') !== dataset)
        return c.json({ error: 'Unauthorized' }, 401)
      const lines = lake.store.all().map((document) => {
        const url = typeof document.url === 'string' ? document.url : undefined
        // Sanity's CDN answers `dlRaw=true` with the original file, which the export asks for only at cdn.sanity.io's
        // own address; the stand-in's asset addresses (absolute, as Sanity's are) carry it themselves.
        return JSON.stringify(
          url?.startsWith('/') ? { ...document, url: `${apiHost}${url}?dlRaw=true` } : document,
        )
      })
      return c.body(lines.join('\n') + '\n', 200, { 'Content-Type': 'application/x-ndjson' })
    })
    .get(`/images/${projectId}/${dataset}/:file`, async (c, next) => {
      // The lake draws every image anew (re-encoded, without its metadata); the original is what was uploaded.
      if (c.req.query('dlRaw') !== 'true') return next()
      const file = c.req.param('file')
      const original = file.includes('..')
        ? null
        : await readFile(join(originalsDir(dataDir), file)).catch(() => null)
      return original
        ? c.body(original, 200, { 'Content-Type': 'application/octet-stream' })
        : c.json({ error: 'Not found' }, 404)
    })
    .route('/', lake.app)
  const server = await listen(app.fetch, options.port ?? 0).catch(async (error: unknown) => {
    await lake.close()
    await rm(root, { recursive: true, force: true })
    throw error
  })
  apiHost = `http://127.0.0.1:${server.port}`

  let webhook = options.webhook ?? null
  const deliveries: Delivery[] = []
  // Sanity delivers a project's webhooks one at a time, in the order of the changes.
  let sending = Promise.resolve()
  const unsubscribe = lake.store.subscribe((transaction) => {
    const target = webhook
    if (!target) return
    for (const change of transaction.changes)
      sending = sending.then(async () => {
        const found = await webhookBody(change)
        if (!found) return
        const response = await fetch(target.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [SIGNATURE_HEADER]: signatureHeader(found.body, target.secret),
            'sanity-project-id': projectId,
            'sanity-dataset': dataset,
            'sanity-document-id': change.id,
            'sanity-operation': found.operation,
            'sanity-transaction-id': transaction.transactionId,
            'sanity-transaction-time': transaction.timestamp,
            'idempotency-key': `${transaction.transactionId}#${change.id}`,
          },
          body: found.body,
        })
        await response.arrayBuffer()
        deliveries.push({
          documentId: change.id,
          operation: found.operation,
          body: found.body,
          status: response.status,
        })
      })
    // A failed delivery shows as a missing entry in `deliveries`; the chain goes on with the next change.
    sending = sending.catch((error: unknown) => console.error('[stand-in] webhook not delivered:', error))
  })

  const env = {
    SANITY_PROJECT_ID: projectId,
    SANITY_DATASET: dataset,
    SANITY_API_HOST: apiHost,
    SANITY_API_READ_TOKEN: token,
    SANITY_API_WRITE_TOKEN: token,
  }
  return {
    projectId,
    dataset,
    apiHost,
    token,
    env,
    editor: standInClient({ projectId, dataset, apiHost, token }),
    lake,
    deliveries,
    setWebhook(target) {
      webhook = target
    },
    webhooksSent: () => sending,
    async close() {
      unsubscribe()
      await sending
      await server.close()
      await lake.close()
      await rm(root, { recursive: true, force: true })
    },
  }
}
