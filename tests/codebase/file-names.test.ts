// One file-naming rule (README, "Decisions"): a file is named for what it holds. A React component is PascalCase
// after the component (`HeroSection.tsx`); a schema type, and a section's folder, is named after the type
// (`schemas/sections/heroSection.ts`, `web/src/features/sections/heroSection/`); everything else is kebab-case
// (`use-contact-sender.ts`, `routes.tsx`).
import { execFileSync } from 'node:child_process'
import { basename } from 'node:path'
import { expect, test } from 'vitest'

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { encoding: 'utf8' }).trim().split('\n')

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9-]+)*\.tsx?$/
const COMPONENT = /^[A-Z][A-Za-z0-9]*\.tsx$/
const SCHEMA_TYPE = /^[a-z][A-Za-z0-9]*\.ts$/
const schemaTypeFile = (path: string) =>
  /^schemas\/(documents|objects|sections|singletons)\/[^/]+$/.test(path)

test('every source file is named by the rule: components PascalCase, schema types by their name, the rest kebab-case', () => {
  const misnamed = files.filter((path) => {
    const name = basename(path)
    if (schemaTypeFile(path)) return !SCHEMA_TYPE.test(name)
    return !(KEBAB.test(name) || COMPONENT.test(name))
  })
  expect(misnamed).toEqual([])
})
