// Queries the Studio itself sends, answered as hosted Sanity answers them.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startLake, type TestLake } from './harness.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startLake()
})
afterAll(() => lake.close())

test('a document list with a parameter in its slice ([0...$__limit]) answers the list', async () => {
  const query = `// findability-mvi:4
// findability-source: list
*[_type in $__types && (_type == $type)] {_type, _id, _originalId, "orderings": [_updatedAt]} | order(orderings[0] desc) [0...$__limit]`
  const result = await lake.editor.fetch<{ _id: string }[]>(
    query,
    { __types: ['stat'], type: 'stat', __limit: 1 },
    { perspective: 'drafts' },
  )
  expect(result).toHaveLength(1)
  const two = await lake.editor.fetch<{ _id: string }[]>(
    query,
    { __types: ['stat'], type: 'stat', __limit: 2 },
    { perspective: 'drafts' },
  )
  expect(two).toHaveLength(2)
})
