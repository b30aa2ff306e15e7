// Adds a page-builder section type: its schema type, its slice folder (GROQ fragment and component) and its entries
// in the three lists that must agree (schema list, page projection, component registry), then regenerates the
// TypeGen types so the component is typed by what its fragment asks for. README, "Add a page section".
//
//   npm run new:section -- quoteSection "Quote" [--group lists] [--no-typegen]
//
// The new section has the common fields (eyebrow, heading, intro, tone, anchor) and one text field: a start to edit,
// not a placeholder the site shows (the text is the marketer's). ROOT (default: this repository) is where it writes.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

const root = resolve(process.env.ROOT ?? join(import.meta.dirname, '..'))

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const parsed = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        group: { type: 'string', default: 'lists' },
        'no-typegen': { type: 'boolean', default: false },
      },
    })
  } catch (error) {
    return fail((error as Error).message)
  }
})()
const { group, 'no-typegen': noTypegen } = parsed.values
const [type, title] = parsed.positionals

if (!type || !/^[a-z][a-zA-Z0-9]*Section$/.test(type))
  fail(
    'Give the type name in camelCase ending in "Section", e.g. npm run new:section -- quoteSection "Quote"',
  )
if (!title?.trim()) fail('Give the title marketers see in the "Add section" menu, e.g. "Quote"')
const sectionsIndex = join(root, 'schemas/sections/index.ts')
if (!(await readFile(sectionsIndex, 'utf8')).includes(`name: '${group}',`))
  fail(`--group: the "Add section" menu has no group "${group}" (schemas/sections/index.ts)`)

const Component = `${type[0]!.toUpperCase()}${type.slice(1)}`
const schemaFile = join(root, 'schemas/sections', `${type}.ts`)
const sliceDir = join(root, 'web/src/features/sections', type)
if (existsSync(schemaFile) || existsSync(sliceDir)) fail(`${type} exists already`)

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

const schemaSource = `import { defineField, defineType } from '@sanity/types'
import { BlockContentIcon } from '@sanity/icons/BlockContent'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** ${title}: a section of the page builder. */
export const ${type} = defineType({
  name: '${type}',
  title: ${quote(title)},
  type: 'object',
  icon: BlockContentIcon,
  description: ${quote(`${title}: a heading, an introduction and a text.`)},
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(600),
    }),
  ],
  preview: sectionPreview(${quote(title)}, { text: 'text' }),
})
`

const projectionSource = `/** What a \`${type}\` gets from the page query, besides every section's common fields. */
export const ${type}Fields = /* groq */ \`
  text
\`
`

const componentSource = `import { Section, sectionFrame } from '#web/components/Section.tsx'
import type { SectionOf } from '../types.ts'

/** ${title}: renders what its projection.ts asks for. */
export function ${Component}({ section }: { section: SectionOf<'${type}'>; index?: number }) {
  return (
    <Section
      {...sectionFrame(section)}
    >
      {section.text && <p>{section.text}</p>}
    </Section>
  )
}

export default ${Component}
`

/** Inserts `text` before the first match of `anchor` after `after`, or fails naming the file. */
async function insert(file: string, edits: { after?: RegExp; anchor: RegExp; text: string }[]) {
  let source = await readFile(file, 'utf8')
  for (const { after, anchor, text } of edits) {
    const start = after ? (after.exec(source)?.index ?? -1) : 0
    if (start === -1) fail(`Cannot find ${after} in ${file}: add ${type} there by hand`)
    const match = anchor.exec(source.slice(start))
    if (!match) fail(`Cannot find ${anchor} in ${file}: add ${type} there by hand`)
    const at = start + match.index
    source = source.slice(0, at) + text + source.slice(at)
  }
  await writeFile(file, source)
}

await writeFile(schemaFile, schemaSource)
await mkdir(sliceDir)
await writeFile(join(sliceDir, 'projection.ts'), projectionSource)
await writeFile(join(sliceDir, `${Component}.tsx`), componentSource)

await insert(sectionsIndex, [
  { anchor: /\nexport const sections = \[/, text: `\nimport { ${type} } from './${type}.ts'` },
  { after: /export const sections = \[/, anchor: /\n\]/, text: `\n  ${type},` },
])
// The insert menu group: its `of: [...]` list gets the new type as its last entry.
{
  const file = sectionsIndex
  const source = await readFile(file, 'utf8')
  const groupAt = source.indexOf(`name: '${group}',`)
  const listEnd = source.indexOf(']', source.indexOf('of: [', groupAt))
  if (groupAt === -1 || listEnd === -1) fail(`Cannot find the "${group}" group's list in ${file}`)
  const before = source.slice(0, listEnd).replace(/,?\s*$/, '')
  await writeFile(file, `${before}, '${type}'${source.slice(listEnd)}`)
}

await insert(join(root, 'web/src/features/sections/projection.ts'), [
  {
    anchor: /\n\n/,
    text: `\nimport { ${type}Fields } from './${type}/projection.ts'`,
  },
  {
    after: /export const sectionsProjection = /,
    anchor: /\n`/,
    text: `,\n  _type == "${type}" => { \${${type}Fields} }`,
  },
])

await insert(join(root, 'web/src/features/sections/registry.ts'), [
  {
    after: /export const sectionRegistry/,
    anchor: /\n\}/,
    text: `\n  ${type}: load('${type}/${Component}', () => import('./${type}/${Component}.tsx')),`,
  },
])

// Prettier keeps the edited lists in the project's style (long lines wrapped as everywhere else).
const prettier = spawnSync(
  'npx',
  [
    'prettier',
    '--write',
    'schemas/sections/index.ts',
    `schemas/sections/${type}.ts`,
    `web/src/features/sections/${type}`,
    'web/src/features/sections/projection.ts',
    'web/src/features/sections/registry.ts',
  ],
  { cwd: root, stdio: 'inherit' },
)
if (prettier.status !== 0) fail('prettier failed on the new files')

if (!noTypegen) {
  const typegen = spawnSync('npm', ['run', 'typegen'], { cwd: root, stdio: 'inherit' })
  if (typegen.status !== 0) fail('npm run typegen failed: the schema or the fragment does not compile')
}

console.log(`
Added ${type}:
  schemas/sections/${type}.ts                 its fields (the Studio form)
  web/src/features/sections/${type}/projection.ts   what the page query returns for it
  web/src/features/sections/${type}/${Component}.tsx   how the site renders it
Next: add its fields to the schema and the fragment${noTypegen ? ', npm run typegen' : ''}, render them, add one to a page in
the seed, and run build/generate-section-previews.ts for its picture in the "Add section" menu.`)
