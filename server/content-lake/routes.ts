// The HTTP API of the embedded content lake: the part of Sanity's API that the site, the functions and the Studio
// use, under `/v{apiVersion}/...` relative to where the server mounts it.
import type { ServerResponse } from 'node:http'
import { Hono, type Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { clientAddress, parseTrustProxy } from '../client-ip.ts'
import { lakeCors } from './cors.ts'
import { LakeError } from './errors.ts'
import { EDITOR_ONLY_TYPES, isPublicId, paramsFromSearch, type Visibility } from './query.ts'
import { QueryPoolBusy, type QueryPool } from './query-pool.ts'
import { sourceMapFormat } from './query-annotations.ts'
import { requestSizeLimits, type LakeLimits } from './limits.ts'
import { defaultPerspective, parsePerspective, supportsReleases, type Perspective } from './perspective.ts'
import { runTransaction, type SanityMutation } from './mutations.ts'
import { listenResponse } from './listen.ts'
import { LiveEvents } from './live-events.ts'
import { ImageRequestError, ImageService } from './images.ts'
import { imageLimits } from './image-limits.ts'
import { createImageAsset, removeOriginal, type AssetContext } from './assets.ts'
import { mountStudioEndpoints } from './studio-endpoints.ts'
import type { DocumentHistory } from './history.ts'
import { checkReleaseWrites, type ReleaseContext } from './releases.ts'
import { PreviewTokens } from './preview-tokens.ts'
import { StreamSlots, StreamsBusy } from './stream-slots.ts'
import type { DocumentStore } from './store.ts'

/** `perspective=published|drafts|raw|previewDrafts`, or a stack of releases (`rSummer,drafts`), as Sanity reads it. */
function perspectiveOf(c: Context): Perspective {
  const version = c.req.param('version') ?? ''
  const requested = c.req.query('perspective')
  if (!requested) return defaultPerspective(version)
  const perspective = parsePerspective(requested)
  if (perspective === null) throw new LakeError(400, 'httpBadRequest', `Unknown perspective "${requested}"`)
  if (typeof perspective !== 'string' && !supportsReleases(version))
    throw new LakeError(400, 'httpBadRequest', 'Complex perspectives are not supported for this version')
  return perspective
}

function checkDataset(c: Context, dataset: string) {
  if (c.req.param('dataset') !== dataset) {
    throw new LakeError(404, 'notFound', `Dataset "${c.req.param('dataset')}" not found`)
  }
}

export interface StudioSupport {
  /** Records every transaction for the Studio's history panel. */
  history: DocumentHistory
  /** The name the Studio shows for the local editor. */
  editorName?: string
  /** Origins other than the page's own that may call the lake from a browser (cors.ts). */
  corsOrigins?: string[]
  /** What release actions need: the history's last revisions, the release validator (releases.ts). */
  releases?: ReleaseContext
}

/** Below this, an answer's bytes are left to the garbage collector (and may share Buffer's pool). */
const FREE_AT_BYTES = 1024 * 1024

/**
 * Frees a large answer's bytes once they are sent (at once when `sent` is undefined: they were copied): bytes are
 * otherwise freed only when V8 collects the object that holds them, and the main thread allocates so little that
 * the route table's answers (6 MB each at 50,000 articles) piled up until V8 next collected.
 */
function freeWhenSent(bytes: Uint8Array, sent: ServerResponse | undefined) {
  const { buffer } = bytes
  if (
    bytes.byteLength < FREE_AT_BYTES ||
    buffer.byteLength !== bytes.byteLength ||
    !(buffer instanceof ArrayBuffer)
  )
    return
  if (sent) sent.once('finish', () => buffer.transfer(0))
  else buffer.transfer(0)
}

export function contentLakeRoutes(
  store: DocumentStore,
  assets: AssetContext,
  token: string,
  studio: StudioSupport | undefined,
  /** Where GROQ runs (query-pool.ts), and what a request may be (limits.ts). */
  queries: QueryPool,
  limits: LakeLimits,
  /** Draft-preview tokens; the server's preview mode issues them too (render/preview/). */
  previewTokens: PreviewTokens = new PreviewTokens(),
): Hono {
  const app = new Hono()
  const bearer = (c: Context) => c.req.header('authorization')?.replace(/^Bearer /, '')
  const isEditor = (c: Context) => c.req.header('authorization') === `Bearer ${token}`
  const isPreviewer = (c: Context) => previewTokens.isValid(bearer(c))
  const requireEditor = (c: Context) => {
    if (!isEditor(c))
      throw new LakeError(401, 'unauthorized', 'Unauthorized - a token is required for this request')
  }
  const corsAllowed = new Set(studio?.corsOrigins ?? [])
  app.use('*', lakeCors([...corsAllowed]))
  app.use('*', requestSizeLimits(limits))
  // A busy query pool says when to come back; onError, which answers every LakeError, sets no headers.
  app.use('*', async (c, next) => {
    await next()
    if (c.error instanceof QueryPoolBusy || c.error instanceof StreamsBusy)
      c.res.headers.set('Retry-After', String(c.error.retryAfterSeconds))
  })

  app.onError((error, c) => {
    if (error instanceof LakeError) return c.json(error.body, error.status as 400)
    // A broken percent-encoding in an id or path (`/data/doc/production/%E0%A4`) is the client's mistake.
    if (error instanceof URIError)
      return c.json({ error: { description: 'Malformed URL encoding', type: 'httpBadRequest' } }, 400)
    console.error('content lake:', error)
    return c.json({ error: { description: 'Internal error', type: 'internalError' } }, 500)
  })

  const query = async (c: Context, text: string, params: Record<string, unknown>) => {
    checkDataset(c, assets.dataset)
    const started = performance.now()
    const editor = isEditor(c)
    const previewer = !editor && isPreviewer(c)
    // Visitors see only public documents in their published form; drafts and leads need the token. A preview
    // token (from the Studio's "preview" action) also reads drafts, but no leads.
    const { result, annotations } = await queries.query(
      {
        query: text,
        params,
        perspective: editor || previewer ? perspectiveOf(c) : 'published',
        visibility: editor ? 'editor' : previewer ? 'preview' : 'public',
        sourceMap: sourceMapFormat(c.req.query('resultSourceMap')),
      },
      editor,
    )
    // The worker sends the result and its sync tags and source map as JSON already: the main thread only wraps
    // them, never re-serialises them.
    const ms = Math.round(performance.now() - started)
    // @sanity/client asks for no echo of the query (`returnQuery=false`): a page's query is larger than its answer.
    const queryField = c.req.query('returnQuery') === 'false' ? '' : `,"query":${JSON.stringify(text)}`
    const head = `{"ms":${ms}${queryField}${result === undefined ? '' : ',"result":'}`
    if (!result) return c.body(`${head}${annotations}}`, 200, { 'Content-Type': 'application/json' })
    const body = Buffer.concat([Buffer.from(head), result, Buffer.from(`${annotations}}`)])
    freeWhenSent(result, undefined)
    freeWhenSent(body, (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing)
    return c.body(body, 200, { 'Content-Type': 'application/json' })
  }

  app.get('/:version/data/query/:dataset', (c) => {
    const search = new URL(c.req.url).searchParams
    return query(c, search.get('query') ?? '', paramsFromSearch(search))
  })
  app.post('/:version/data/query/:dataset', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      query?: string
      params?: Record<string, unknown>
    } | null
    if (!body || typeof body.query !== 'string')
      throw new LakeError(400, 'httpBadRequest', 'Request body must be JSON with a "query"')
    const params = body.params ?? {}
    if (typeof params !== 'object' || Array.isArray(params))
      throw new LakeError(400, 'httpBadRequest', '"params" must be an object of parameter values')
    return query(c, body.query, params)
  })

  app.get('/:version/data/doc/:dataset/:ids', (c) => {
    checkDataset(c, assets.dataset)
    const editor = isEditor(c)
    const ids = c.req
      .param('ids')
      .split(',')
      .map(decodeURIComponent)
      .filter((id) => id && (editor || isPublicId(id)))
    const documents = ids
      .map((id) => store.get(id))
      .filter((doc) => doc !== null && (editor || !EDITOR_ONLY_TYPES.includes(doc._type)))
    const omitted = ids.filter((id) => !store.get(id)).map((id) => ({ id, reason: 'existence' }))
    return c.json({ documents, omitted })
  })

  app.post('/:version/data/mutate/:dataset', async (c) => {
    checkDataset(c, assets.dataset)
    requireEditor(c)
    const body = (await c.req.json().catch(() => null)) as {
      mutations?: SanityMutation[]
      transactionId?: string
    } | null
    if (!body || !Array.isArray(body.mutations))
      throw new LakeError(400, 'httpBadRequest', 'Request body must be JSON with "mutations"')
    const search = new URL(c.req.url).searchParams
    const result = await runTransaction(store, body.mutations, {
      transactionId: body.transactionId,
      dryRun: search.get('dryRun') === 'true',
      check: (changes) => checkReleaseWrites(changes, (id) => store.get(id)),
    })
    const returnDocuments = search.get('returnDocuments') === 'true'
    const returnIds = search.get('returnIds') === 'true'
    return c.json({
      transactionId: result.transactionId,
      results: result.results.map(({ id, operation, document }) => ({
        id,
        operation,
        ...(returnDocuments && document ? { document } : {}),
      })),
      ...(returnIds ? { documentIds: [...new Set(result.results.map(({ id }) => id))] } : {}),
    })
  })

  // Event streams are bounded per client address (as the functions' rate limits see it, behind TRUST_PROXY's
  // proxies) and in all, the editor's apart (stream-slots.ts).
  const streamSlots = new StreamSlots(limits)
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY)
  const clientOf = (c: Context) => {
    let socket: string | undefined
    try {
      socket = getConnInfo(c).remote.address
    } catch {
      // Not served by @hono/node-server (app.request in tests): no socket to name.
    }
    return clientAddress(socket, c.req.header('x-forwarded-for'), trustProxy)
  }
  const streamOf = (c: Context) => ({
    signal: c.req.raw.signal,
    acquire: () => streamSlots.take(clientOf(c), isEditor(c)),
    idleMs: limits.streamIdleMs,
  })

  app.get('/:version/data/listen/:dataset', (c) => {
    checkDataset(c, assets.dataset)
    const search = new URL(c.req.url).searchParams
    const text = search.get('query')
    if (!text) throw new LakeError(400, 'httpBadRequest', 'The "query" parameter is required')
    requireEditor(c)
    return listenResponse(
      store,
      queries,
      {
        query: text,
        params: paramsFromSearch(search),
        includeResult: search.get('includeResult') !== 'false',
        includePreviousRevision: search.get('includePreviousRevision') === 'true',
        mendoza: search.get('effectFormat') === 'mendoza',
      },
      streamOf(c),
    )
  })

  // The Live Content API (live-events.ts): what changed, as sync tags; drafts only with a token.
  const liveEvents = new LiveEvents(store)
  app.get('/:version/data/live/events/:dataset', (c) => {
    checkDataset(c, assets.dataset)
    let visibility: Visibility = 'public'
    if (c.req.query('includeDrafts') === 'true') {
      if (isEditor(c)) visibility = 'editor'
      else if (isPreviewer(c)) visibility = 'preview'
      else throw new LakeError(401, 'unauthorized', 'includeDrafts requires a token with access to drafts')
    }
    return liveEvents.response({
      accept: c.req.header('accept'),
      visibility,
      lastEventId: c.req.header('last-event-id'),
      ...streamOf(c),
    })
  })
  // What @sanity/client asks when an event stream fails: whether this origin may call the lake (cors.ts).
  app.get('/:version/check/cors', (c) => {
    const origin = c.req.header('origin')
    const allowed = !origin || origin === new URL(c.req.url).origin || corsAllowed.has(origin)
    return c.json({ result: { allowed, withCredentials: allowed } })
  })

  app.post('/:version/assets/images/:dataset', async (c) => {
    checkDataset(c, assets.dataset)
    requireEditor(c)
    const buffer = Buffer.from(await c.req.arrayBuffer())
    if (buffer.length === 0) throw new LakeError(400, 'httpBadRequest', 'Empty upload')
    const filename = c.req.query('filename') ?? 'upload'
    let asset
    try {
      asset = await createImageAsset(assets, buffer, filename)
    } catch (error) {
      // A full disk (507) is not the file's fault.
      if (error instanceof LakeError) throw error
      throw new LakeError(400, 'httpBadRequest', 'The uploaded file is not a supported image')
    }
    const existing = store.get(asset._id)
    if (existing) return c.json({ document: existing })
    try {
      const result = await runTransaction(store, [{ createIfNotExists: asset }])
      return c.json({ document: result.results[0]?.document ?? asset })
    } catch (error) {
      // Nothing of a refused upload stays: its original goes unless the same image was saved meanwhile.
      if (!store.get(asset._id)) await removeOriginal(assets.dataDir, asset)
      throw error
    }
  })

  const images = new ImageService(assets.dataDir, assets.images ?? imageLimits())
  app.get('/images/:projectId/:dataset/:file', async (c) => {
    checkDataset(c, assets.dataset)
    const search = new URL(c.req.url).searchParams
    try {
      const { body, contentType } = await images.render(
        c.req.param('file'),
        search,
        c.req.header('accept') ?? '',
      )
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        ...(search.get('auto') === 'format' ? { Vary: 'Accept' } : {}),
      })
    } catch (error) {
      // Sanity's image CDN answers errors as { statusCode, error, message }, not as the data API does.
      if (error instanceof ImageRequestError) return c.json(error.body, error.status as 400, error.headers)
      throw error
    }
  })

  if (studio) {
    mountStudioEndpoints(app, {
      store,
      assets,
      history: studio.history,
      previewTokens,
      isEditor,
      requireEditor,
      editorName: studio.editorName,
      releases: studio.releases,
    })
  }
  // Whatever else a client asks for (hosted-only services such as presence sockets or comments): a quick 404.
  app.all('/:version/*', (c) =>
    c.json(
      {
        error: { description: `Not available in the embedded content lake: ${c.req.path}`, type: 'notFound' },
      },
      404,
    ),
  )

  return app
}
