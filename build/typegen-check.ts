// `npm run typegen:check`: fails when the committed generated files (schemas/schema.json, shared/sanity.types.ts)
// differ from what the schemas and the GROQ queries produce now. It regenerates into a scratch folder with the same
// CLI and config as `npm run typegen` and leaves the committed files untouched. Works offline.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const studioDir = join(root, 'studio')
// Inside the project, so prettier formats the scratch file with the project's own config, as it does the real one.
const scratchDir = join(root, 'node_modules', '.cache', 'typegen-check')
const sanityBin = join(root, 'node_modules', '.bin', 'sanity')

const STALE = 'generated types are stale: run npm run typegen'

interface Generated {
  committed: string
  fresh: string
}

function sanity(args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(process.execPath, [sanityBin, ...args], {
    cwd: studioDir,
    env: { ...process.env, DO_NOT_TRACK: '1', ...env },
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim()
    console.error(
      `typegen:check: \`sanity ${args.join(' ')}\` failed${result.error ? ` (${result.error.message})` : ''}`,
    )
    if (output) console.error(output)
    process.exit(2)
  }
}

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

/** The first line where two texts differ, to point the reader at the change. */
function firstDifference(a: string, b: string): string {
  const left = a.split('\n')
  const right = b.split('\n')
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    if (left[index] !== right[index])
      return `line ${index + 1}: committed ${JSON.stringify(left[index] ?? '<end of file>')}, expected ${JSON.stringify(right[index] ?? '<end of file>')}`
  }
  return 'no line differs (line endings?)'
}

function check({ committed, fresh }: Generated): string | undefined {
  const name = relative(root, committed)
  const committedText = read(committed)
  const freshText = read(fresh)
  if (freshText === undefined) return `${name}: the CLI did not write ${relative(root, fresh)}`
  if (committedText === undefined) return `${name} is missing`
  if (committedText !== freshText)
    return `${name} is out of date (${firstDifference(committedText, freshText)})`
  return undefined
}

rmSync(scratchDir, { recursive: true, force: true })
mkdirSync(scratchDir, { recursive: true })

const schema: Generated = {
  committed: join(root, 'schemas', 'schema.json'),
  fresh: join(scratchDir, 'schema.json'),
}
// The CLI resolves --path against the studio folder even when it is absolute, so pass it relative.
sanity(['schema', 'extract', '--path', relative(studioDir, schema.fresh), '--force'])
const problems = [check(schema)]

// TypeGen reads the committed schema.json, so this step catches changed queries. When schema.json itself is stale
// the types are stale too, and `npm run typegen` refreshes both: no need to spend the time generating them.
const types: Generated = {
  committed: join(root, 'shared', 'sanity.types.ts'),
  fresh: join(scratchDir, 'sanity.types.ts'),
}
if (problems[0]) {
  problems.push(`${relative(root, types.committed)} follows schemas/schema.json`)
} else {
  sanity(['typegen', 'generate'], { SANITY_TYPEGEN_GENERATES: types.fresh })
  problems.push(check(types))
}

const stale = problems.filter((problem): problem is string => problem !== undefined)
if (stale.length) {
  console.error(STALE)
  for (const problem of stale) console.error(`  ${problem}`)
  process.exit(1)
}
console.log('typegen:check: schemas/schema.json and shared/sanity.types.ts are up to date')
