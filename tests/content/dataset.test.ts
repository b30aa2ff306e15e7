// The seed dataset (content/production.ndjson and content/images/) against the content model: every document
// against its schema type, references, images and fixed ids. A failure lists each violation as
// `<document id> <field path>: <message>`.
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import { checkDataset, formatViolation, loadDataset, type Dataset, type Violation } from './checker/index.ts'

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url))

let dataset: Dataset
let violations: Violation[]

beforeAll(async () => {
  dataset = loadDataset(contentDir) // throws "The seed dataset content/production.ndjson does not exist" when missing
  violations = await checkDataset(dataset)
}, 120_000)

describe('the seed dataset', () => {
  test('is NDJSON with one document per line', () => {
    expect(dataset.problems.map(formatViolation)).toEqual([])
    expect(dataset.documents.length).toBeGreaterThan(0)
  })

  test('every document matches its schema type: no errors', () => {
    expect(violations.filter((violation) => violation.level === 'error').map(formatViolation)).toEqual([])
  })

  test('raises no warnings either: the figures the spec counts and the SEO lengths hold', () => {
    expect(violations.filter((violation) => violation.level === 'warning').map(formatViolation)).toEqual([])
  })
})
