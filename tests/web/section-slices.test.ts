// A page-builder section is one schema type (schemas/sections/), one branch of the page projection and one
// component, all named after the type and kept in the type's own folder (web/src/features/sections/<type>/). The
// three lists must name the same types, so adding a section cannot forget one of them (README, "Add a section").
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { sections } from '../../schemas/sections/index.ts'
import { sectionsProjection } from '../../web/src/features/sections/projection.ts'
import { sectionRegistry } from '../../web/src/features/sections/registry.ts'

const schemaTypes = sections.map((section) => section.name).sort()
// Section types end in "Section"; the projection's other branches are rich text's (blocks, links, images).
const projectionTypes = [...sectionsProjection.matchAll(/_type == "(\w+Section)" =>/g)]
  .map((match) => match[1])
  .sort()
const registryTypes = Object.keys(sectionRegistry).sort()
const folder = (type: string) => join(import.meta.dirname, '../../web/src/features/sections', type)
const componentName = (type: string) => `${type[0]!.toUpperCase()}${type.slice(1)}`

describe('page-builder sections', () => {
  test('every section type of the schema has one branch in the page projection, and no branch is left over', () => {
    expect(projectionTypes).toEqual(schemaTypes)
  })

  test('every section type of the schema has a component in the registry, and no component is left over', () => {
    expect(registryTypes).toEqual(schemaTypes)
  })

  test('each section type has its folder with its GROQ fragment and its component, named after the type', () => {
    const missing = schemaTypes.flatMap((type) =>
      [join(folder(type), 'projection.ts'), join(folder(type), `${componentName(type)}.tsx`)].filter(
        (file) => !existsSync(file),
      ),
    )
    expect(missing).toEqual([])
  })
})
