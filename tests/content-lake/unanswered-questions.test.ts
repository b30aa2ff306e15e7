// What visitors asked the chat assistant (`unansweredQuestion`, docs/chat.md) is the editor's alone: the lake never
// serves it to an anonymous reader, whatever its id, and content:export never writes it into the seed.
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { exportDataset } from '../../server/content-lake/export.ts'
import { startLake, TOKEN, type TestLake } from './harness.ts'

let t: TestLake
beforeAll(async () => {
  t = await startLake()
  await t.editor
    .transaction()
    // As the chat function stores one: a private id.
    .create({
      _id: 'unansweredQuestion.0123456789abcdef',
      _type: 'unansweredQuestion',
      key: 'blockchain consult',
      example: 'Do you offer blockchain consulting?',
      count: 2,
      outcome: 'offTopic',
    })
    // Given a public id by mistake (a script, an import): still the editor's alone.
    .create({
      _id: 'unansweredQuestion-public',
      _type: 'unansweredQuestion',
      key: 'quantum',
      example: 'Quantum?',
      count: 1,
      outcome: 'offTopic',
    })
    .commit()
})
afterAll(() => t.close())

test('an anonymous query gets no unanswered question, whatever the perspective', async () => {
  for (const perspective of ['published', 'raw', 'drafts'] as const)
    expect(await t.visitor.fetch('count(*[_type == "unansweredQuestion"])', {}, { perspective })).toBe(0)
})

test('an anonymous query by id gets none, public id or not', async () => {
  expect(
    await t.visitor.fetch(
      '*[_id in ["unansweredQuestion.0123456789abcdef", "unansweredQuestion-public"]]._id',
      {},
      { perspective: 'raw' },
    ),
  ).toEqual([])
})

test('an anonymous GET /data/doc of one gets nothing, public id or not', async () => {
  const url = `${t.url}/v2025-02-19/data/doc/production/unansweredQuestion.0123456789abcdef,unansweredQuestion-public`
  expect((await (await fetch(url)).json()).documents).toEqual([])
})

test('the editor reads them', async () => {
  expect(
    await t.editor.fetch(
      '*[_type == "unansweredQuestion"] | order(count desc) { _id, example, count }',
      {},
      { perspective: 'raw' },
    ),
  ).toEqual([
    {
      _id: 'unansweredQuestion.0123456789abcdef',
      example: 'Do you offer blockchain consulting?',
      count: 2,
    },
    { _id: 'unansweredQuestion-public', example: 'Quantum?', count: 1 },
  ])
  const url = `${t.url}/v2025-02-19/data/doc/production/unansweredQuestion.0123456789abcdef`
  const editor = await (await fetch(url, { headers: { Authorization: `Bearer ${TOKEN}` } })).json()
  expect(editor.documents.map((doc: { count: number }) => doc.count)).toEqual([2])
})

test('content:export leaves them out, leads included or not', async () => {
  const outFile = join(await mkdtemp(join(tmpdir(), 'export-')), 'production.ndjson')
  await exportDataset({
    documents: t.lake.store.all(),
    dataDir: t.dataDir,
    outFile,
    includeDrafts: true,
    includeLeads: true,
  })
  const written = await readFile(outFile, 'utf8')
  expect(written).toContain('contactSubmission')
  expect(written).not.toContain('unansweredQuestion')
})
