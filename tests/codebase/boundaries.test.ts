// The boundaries of docs/architecture.md hold because ESLint refuses to cross them: an import across a forbidden
// boundary, or an import cycle, fails `npm run lint` with the rule's message. (That the repository has none is
// `npm run lint` itself.)
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

const repo = join(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: repo })

/** The errors ESLint reports for `code` as if it were the file at `path` (which need not exist). */
async function errorsFor(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(repo, path) })
  return result!.messages.filter((message) => message.severity === 2)
}

describe('boundaries', () => {
  test('a function importing the site fails lint', async () => {
    const errors = await errorsFor(
      'functions/lib/boundary-example.ts',
      "import { App } from '../../web/src/app/App.tsx'\nexport const app = App\n",
    )
    expect(errors).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining(
          'functions/ never imports the site, the Studio, the build or scripts.',
        ),
      }),
    ])
  })

  test('a function importing the local server fails lint', async () => {
    const errors = await errorsFor(
      'functions/lib/boundary-example.ts',
      "import { port } from '../../server/config.ts'\nexport const config = port\n",
    )
    expect(errors).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining(
          'functions/ never imports server/: what both use (the renderer, preview mode) lives in render/.',
        ),
      }),
    ])
  })

  test('the renderer importing the local server fails lint', async () => {
    const errors = await errorsFor(
      'render/boundary-example.ts',
      "import { port } from '../server/config.ts'\nexport const config = port\n",
    )
    expect(errors).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('render/ (the page renderer and preview mode) is shared by server/'),
      }),
    ])
  })

  test('a function importing the renderer passes', async () => {
    const errors = await errorsFor(
      'functions/lib/boundary-example.ts',
      "import { sitemapFiles } from '../../render/page-files.ts'\nexport const files = sitemapFiles\n",
    )
    expect(errors).toEqual([])
  })

  test('the content model importing the app fails lint', async () => {
    const errors = await errorsFor(
      'schemas/lib/boundary-example.ts',
      "import { theme } from '../../web/src/styles/theme.ts'\nexport const colours = theme\n",
    )
    expect(errors).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('schemas/ is the content model: it imports nothing of the app.'),
      }),
    ])
  })

  test('the site climbing two folders instead of importing by name fails lint', async () => {
    const errors = await errorsFor(
      'web/src/features/contact/boundary-example.ts',
      "import { theme } from '../../styles/theme.ts'\nexport const colours = theme\n",
    )
    expect(errors).toEqual([
      expect.objectContaining({
        ruleId: 'no-restricted-imports',
        message: expect.stringContaining('Import by name (#web/…, #validation/…, #shared/…, #schemas/…)'),
      }),
    ])
  })

  test('the same import inside the boundary passes', async () => {
    const errors = await errorsFor(
      'web/src/features/contact/boundary-example.ts',
      "import { theme } from '#web/styles/theme.ts'\nexport const colours = theme\n",
    )
    expect(errors).toEqual([])
  })

  test('an import cycle fails lint', async () => {
    const linter = new ESLint({ cwd: repo, ignore: false })
    const [result] = await linter.lintFiles([join(repo, 'tests/codebase/fixtures/cycle/first.ts')])
    expect(result!.messages).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' }),
    ])
  })

  test('a schema importing the sanity package fails lint: the server and most tests load the content model', async () => {
    const errors = await errorsFor(
      'schemas/objects/boundary-example.ts',
      "import { defineType } from 'sanity'\nexport const example = defineType({ name: 'example', type: 'string' })\n",
    )
    expect(errors).toEqual([
      expect.objectContaining({
        ruleId: 'no-restricted-imports',
        message: expect.stringContaining("loading 'sanity' takes about 2 s"),
      }),
    ])
  })
})
