// `node scripts/bench/chat-latency.ts`: the assistant's latencies at the seed's size.
//  - the local answerer: every question of the evaluation set (tests/functions/chat-eval/questions.json), answered
//    from the index built once (answerLocally alone), then through the chat function against the embedded content
//    lake seeded from content/production.ndjson (validation, rate limit, index freshness check, signing);
//  - streaming: a fake OpenAI-compatible provider on 127.0.0.1 writes its first token; the time until that token
//    reaches the visitor as a `delta` event of the function's server-sent events.
// Targets: local answerer p95 ≤ 30 ms; first streamed token ≤ 300 ms after the provider's first byte.
// Prints a table; `--json` prints JSON instead (for `npm run bench`).
import { mkdtemp, readFile } from 'node:fs/promises'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@sanity/client'
import { seedFile } from '#shared/paths.ts'
import { createContentLake, serveContentLake } from '../../server/content-lake/index.ts'
import chat from '../../functions/chat/function.ts'
import { loadKnowledge } from '../../functions/chat/knowledge.ts'
import { buildRetriever } from '../../functions/chat/retrieval.ts'
import { answerLocally } from '../../functions/chat/local-answerer.ts'
import { percentile } from './stats.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const STREAM_RUNS = Number(process.env.BENCH_STREAM_RUNS ?? 30)

const summary = (values: number[]) => ({
  runs: values.length,
  p50: percentile(values, 0.5, 2),
  p95: percentile(values, 0.95, 2),
  max: Number(Math.max(...values).toFixed(2)),
})

const { questions } = JSON.parse(
  await readFile(new URL('../../tests/functions/chat-eval/questions.json', import.meta.url), 'utf8'),
) as { questions: { question: string; earlier?: string[] }[] }

const dataDir = join(await mkdtemp(join(tmpdir(), 'chat-bench-')), 'data')
const token = 'chat-bench-token'
const lake = await createContentLake({ dataDir, seedFile, token })
const served = await serveContentLake(lake, 0)
// The answer's latency alone: keeping unanswered questions happens after the answer and needs the editor token.
const env: Record<string, string> = {
  CONTENT_LAKE_URL: served.url,
  CHAT_RATE_LIMIT: '1000000',
  CHAT_KEEP_UNANSWERED: 'false',
}

// The local answerer alone, on an index built once.
const client = createClient({
  projectId: 'local',
  dataset: 'production',
  apiVersion: '2025-02-19',
  apiHost: served.url,
  useProjectHostname: false,
  useCdn: false,
})
const buildStarted = performance.now()
const retriever = buildRetriever(await loadKnowledge(client))
const buildMs = performance.now() - buildStarted
const answerer: number[] = []
for (let round = 0; round < ROUNDS; round++)
  for (const { question, earlier = [] } of questions) {
    const started = performance.now()
    answerLocally(question, retriever, earlier)
    answerer.push(performance.now() - started)
  }

// The whole function (its first request builds the index and is left out, as a warm instance's would be).
const post = (question: string, earlier: string[] = [], accept = 'application/json') =>
  chat.handler(
    new Request('http://localhost/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: accept },
      body: JSON.stringify({
        messages: [
          ...earlier.map((content) => ({ role: 'user', content })),
          { role: 'user', content: question },
        ],
      }),
    }),
    { clientIp: '198.51.100.1', env },
  )
await (await post('What is SAP BTP?')).text()
const functionMs: number[] = []
for (let round = 0; round < ROUNDS; round++)
  for (const { question, earlier } of questions) {
    const started = performance.now()
    await (await post(question, earlier)).text()
    functionMs.push(performance.now() - started)
  }

// Streaming: the provider sends its headers, waits, then writes the first token; the clock starts as it writes it.
let firstByteAt = 0
const provider = createServer((request, response: ServerResponse) => {
  request.resume()
  request.on('end', () => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' })
    response.flushHeaders()
    setTimeout(() => {
      const chunk = (text: string) =>
        `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: text } }] })}\n\n`
      firstByteAt = performance.now()
      response.write(chunk('SAP BTP is '))
      setTimeout(() => response.end(`${chunk('a platform.')}data: [DONE]\n\n`), 20)
    }, 30)
  })
})
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
const streamEnv = {
  ...env,
  LLM_BASE_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`,
  LLM_API_KEY: 'bench-key',
  LLM_MODEL: 'bench-model',
}
const firstToken: number[] = []
for (let run = 0; run < STREAM_RUNS; run++) {
  const response = await chat.handler(
    new Request('http://localhost/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'What is SAP BTP?' }] }),
    }),
    { clientIp: '198.51.100.2', env: streamEnv },
  )
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    text += decoder.decode(value, { stream: true })
    if (text.includes('event: delta')) {
      firstToken.push(performance.now() - firstByteAt)
      break
    }
  }
  await reader.cancel()
}
await new Promise<void>((resolve) => provider.close(() => resolve()))
await served.close()
await lake.close()

const results = {
  passages: retriever.passages.length,
  questions: questions.length,
  indexBuildMs: Number(buildMs.toFixed(1)),
  localAnswererMs: summary(answerer),
  chatFunctionLocalMs: summary(functionMs),
  firstStreamedTokenAfterProviderFirstByteMs: summary(firstToken),
}
if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2))
else {
  console.log(
    `Assistant at the seed's size: ${results.passages} passages, ${results.questions} questions × ${ROUNDS}`,
  )
  console.log(`  index load + build (first, cold)          ${results.indexBuildMs} ms`)
  for (const [label, value] of [
    ['local answerer (answerLocally)', results.localAnswererMs],
    ['POST /api/chat, local answerer', results.chatFunctionLocalMs],
    ['first streamed token after provider byte', results.firstStreamedTokenAfterProviderFirstByteMs],
  ] as const)
    console.log(
      `  ${label.padEnd(42)} p50 ${value.p50} ms  p95 ${value.p95} ms  max ${value.max} ms  (${value.runs} runs)`,
    )
}
