// Prerenders one route to HTML at build time (build/index.ts). Waits for every suspended query and lazy chunk,
// collects the styled-components styles, the document head and the query cache for hydration.
import { PassThrough } from 'node:stream'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { ServerStyleSheet } from 'styled-components'
import { dehydrate } from '@tanstack/react-query'
import { App } from './app/App.tsx'
import { Providers } from './app/Providers.tsx'
import { createQueryClient } from '#web/data/query-client.ts'
import { queryText, type sanityQueryKey } from '#web/data/query.ts'
import { createSanityClient } from '#web/data/sanity.ts'
import { sanityConfig } from '#web/data/config.ts'
import { ServerStyles } from '#web/styles/ServerStyles.tsx'
import { HeadCollector } from '#web/head/HeadProvider.tsx'
import { headToHtml } from '#web/head/tags.ts'
import { serializeState } from '#web/hydration/state.ts'
import type { SanityClient } from '@sanity/client'
import type { RenderBatch, RenderEntry, RenderResult, TaggedAnswer } from '#shared/prerender.ts'

// The build script discovers routes with the same client configuration as the pages.
export { createSanityClient }

/** `lakeOrigin` is where the prerender reaches the content lake (the build's own, on a local port). */
export async function render(url: string, lakeOrigin: string, batch?: RenderBatch): Promise<RenderResult> {
  const queryClient = createQueryClient()
  const client = createSanityClient({ origin: lakeOrigin })
  // Each query's sync tags, by its key in the batch (the same `[query, params]` the page's query cache holds).
  const tags = new Map<string, string[] | undefined>()
  const sanityClient = batch ? batchedClient(client, batch, tags) : client
  const headCollector = new HeadCollector()
  const sheet = new ServerStyleSheet()
  let failure: unknown
  try {
    const app = (
      <ServerStyles sheet={sheet}>
        <StrictMode>
          <Providers
            queryClient={queryClient}
            loadSanityClient={async () => sanityClient}
            headCollector={headCollector}
          >
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </Providers>
        </StrictMode>
      </ServerStyles>
    )
    const { prelude } = await prerenderToNodeStream(app, {
      // Never outline large Suspense boundaries into segments that need inline completion scripts: the page is
      // complete when the prerender resolves, and the CSP allows no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Kept, not thrown: React calls this from its own scheduled work, where a throw would end the process.
      onError(error) {
        failure ??= error
      },
    })
    // A page with an error in it is a failed render, not a page with a client-rendered hole.
    if (failure !== undefined) throw failure
    const html = await streamToString(prelude)
    if (!headCollector.head) throw new Error(`No <Head> was rendered for ${url}`)
    const queries = dehydrate(queryClient)
    // In a fixed order, for the same reason as the modules below.
    queries.queries.sort((a, b) => (a.queryHash < b.queryHash ? -1 : a.queryHash > b.queryHash ? 1 : 0))
    return {
      html,
      head: headToHtml(headCollector.head),
      lang: headCollector.head.language,
      styles: sheet.getStyleTags(),
      // Sorted: which of a page's queries answers first decides the order they were met in, and the same content
      // must make the same bytes (the page's ETag, the live server's "did it change").
      state: serializeState({
        path: url,
        queries,
        modules: [...headCollector.modules].sort(),
        boundaries: [...headCollector.boundaries].sort(),
      }),
      status: headCollector.status,
      modules: [...headCollector.modules].sort(),
      queries: queries.queries.map(({ queryKey, state }) => {
        const [, id, params] = queryKey as ReturnType<typeof sanityQueryKey>
        const query = queryText(id)
        if (query === undefined) throw new Error(`The page ran a query of unknown id ${id}`)
        return {
          query,
          params: params as Record<string, unknown>,
          data: state.data,
          tags: tags.get(JSON.stringify([query, params])),
        }
      }),
    }
  } finally {
    sheet.seal()
    queryClient.clear()
  }
}

/**
 * The client with each query and its parameters asked once in the batch (see RenderBatch), of the batch's own lake
 * when it has one and the site reads the embedded lake. The answers' sync tags go into `tags`.
 */
function batchedClient(
  client: SanityClient,
  batch: RenderBatch,
  tags: Map<string, string[] | undefined>,
): SanityClient {
  const lake = sanityConfig.hosted ? undefined : batch.query
  const fetch = async (query: string, params: Record<string, unknown> = {}) => {
    const key = JSON.stringify([query, params])
    const answer = (await batch.answer(key, () =>
      lake
        ? lake(query, params)
        : client
            .fetch<unknown>(query, params, { filterResponse: false })
            .then((response): TaggedAnswer => response),
    )) as TaggedAnswer
    tags.set(key, answer.syncTags)
    return answer.result
  }
  return new Proxy(client, {
    get: (target, property, receiver) =>
      property === 'fetch' ? fetch : (Reflect.get(target, property, receiver) as unknown),
  })
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}

// The renderer (render/) loads this module as a RenderEntry; checked here, since it cannot import the app.
const _entry: RenderEntry = { render, createSanityClient }
