// MSW handlers that answer the content lake's query endpoint by evaluating the GROQ with groq-js over a dataset, so
// component tests run the site's real queries on the real seed content (issue 3).
import { http, HttpResponse } from 'msw'
import { evaluate, parse } from 'groq-js'

type Doc = { _id: string; [key: string]: unknown }

/** Published perspective: drafts hidden, as the real API does for API versions from 2025-02-19. */
function published(documents: Doc[]): Doc[] {
  return documents.filter((doc) => !doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.'))
}

async function answer(documents: Doc[], query: string, params: Record<string, unknown>) {
  const started = performance.now()
  try {
    const tree = parse(query, { params })
    const result = await (await evaluate(tree, { dataset: published(documents), params })).get()
    return HttpResponse.json({ ms: Math.round(performance.now() - started), query, result })
  } catch (error) {
    const description = error instanceof Error ? error.message : String(error)
    return HttpResponse.json({ error: { description, type: 'queryParseError', query } }, { status: 400 })
  }
}

function paramsFrom(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  return params
}

/** Handlers for the lake at `origin` (any origin by default). */
export function contentLakeHandlers(documents: Doc[], origin = '*') {
  return [
    http.get(`${origin}/content-lake/:version/data/query/:dataset`, ({ request }) => {
      const url = new URL(request.url)
      return answer(documents, url.searchParams.get('query') ?? '', paramsFrom(url.searchParams))
    }),
    http.post(`${origin}/content-lake/:version/data/query/:dataset`, async ({ request }) => {
      const body = (await request.json()) as { query: string; params?: Record<string, unknown> }
      return answer(documents, body.query, body.params ?? {})
    }),
  ]
}
