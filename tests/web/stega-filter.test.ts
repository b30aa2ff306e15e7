// Stega's invisible characters go into shown text only: every field with a fixed list of options in the schema
// (a value the code compares or looks up) stays clean.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { stegaFilter } from '../../web/src/features/preview/stega-filter.ts'

interface SchemaNode {
  type: string
  name?: string
  value?: SchemaNode
  of?: SchemaNode | SchemaNode[]
  attributes?: Record<string, SchemaNode>
}

const schema = JSON.parse(readFileSync('schemas/schema.json', 'utf8')) as SchemaNode[]
const named = new Map(schema.map((entry) => [entry.name!, entry.type === 'type' ? entry.value! : entry]))

/** Paths (field names) to every string field whose values are a fixed list, in the documents the site shows. */
function enumFieldPaths(): string[][] {
  const found: string[][] = []
  const visit = (node: SchemaNode | undefined, path: string[], seen: Set<string>) => {
    if (!node) return
    if (node.type === 'inline') {
      if (!node.name || seen.has(node.name)) return
      visit(named.get(node.name), path, new Set([...seen, node.name]))
    } else if (node.type === 'union') {
      const options = [node.of ?? []].flat()
      if (options.length && options.every((option) => option.type === 'string' && 'value' in option))
        found.push(path)
      else options.forEach((option) => visit(option, path, seen))
    } else if (node.type === 'array') [node.of ?? []].flat().forEach((item) => visit(item, path, seen))
    else if (node.attributes) {
      for (const [name, attribute] of Object.entries(node.attributes))
        visit(attribute.value, [...path, name], seen)
    }
  }
  for (const entry of schema) {
    // Leads and what visitors asked the assistant: private, never shown on the site.
    if (
      entry.type !== 'document' ||
      entry.name!.startsWith('sanity.') ||
      entry.name === 'contactSubmission' ||
      entry.name === 'unansweredQuestion'
    )
      continue
    visit(entry, [], new Set([entry.name!]))
  }
  return found
}

describe('the stega filter', () => {
  test('keeps every field with a fixed list of options clean', () => {
    const paths = enumFieldPaths()
    expect(paths.length).toBeGreaterThan(10)
    const encoded = paths.filter((sourcePath) =>
      stegaFilter({
        sourcePath,
        resultPath: sourcePath,
        value: 'dark',
        sourceDocument: { _id: 'page-home', _type: 'page' },
        filterDefault: () => true,
      }),
    )
    expect(encoded).toEqual([])
  })

  test("keeps the chat assistant's texts clean: they are sent to the chat function as typed", () => {
    expect(
      stegaFilter({
        sourcePath: ['assistant', 'suggestions', 0],
        resultPath: ['assistant', 'suggestions', 0],
        value: 'What does SAP cost?',
        sourceDocument: { _id: 'siteSettings', _type: 'siteSettings' },
        filterDefault: () => true,
      }),
    ).toBe(false)
  })
})
