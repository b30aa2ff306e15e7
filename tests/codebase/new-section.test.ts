// "Add a page section" (README) is one command: `npm run new:section` writes the slice and its list entries and
// regenerates the types. Run on a copy of the repository, the new section must come out typed by TypeGen (the whole
// project still typechecks, and the component reads the field its fragment asks for), queried by the page
// projection and rendered by its component.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ThemeProvider, type DefaultTheme } from 'styled-components'
import { evaluate, parse } from 'groq-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { copyRepository, repo } from './repository-copy.ts'
import { wordsAsFigureText } from '../../schemas/lib/figure-text.ts'

const type = 'exampleQuoteSection'
let copy: string

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, ROOT: copy },
  })
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` }
}

beforeAll(() => {
  copy = copyRepository('new-section-')
  const generated = run(process.execPath, ['scripts/new-section.ts', type, 'Example quote'])
  if (!generated.ok) throw new Error(`npm run new:section failed:\n${generated.output}`)
}, 300_000)

afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('npm run new:section', () => {
  test('TypeGen types the new section from its fragment, and the project still typechecks', () => {
    // Where TypeGen writes is the repository's choice (studio/sanity.cli.ts): whichever sanity.types.ts it keeps.
    const types = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '*sanity.types.ts'], {
      cwd: repo,
      encoding: 'utf8',
    })
      .stdout.split('\n')
      .filter(Boolean)
    expect(types.length).toBeGreaterThan(0)
    const generated = types.map((file) => readFileSync(join(copy, file), 'utf8')).join('\n')
    expect(generated).toContain(`_type: '${type}'`)
    const typecheck = run('npm', ['run', 'typecheck'])
    expect(typecheck.output).not.toMatch(/error TS/)
    expect(typecheck.ok).toBe(true)
  }, 300_000)

  test('the page projection asks for the new section with its own fields', async () => {
    const { sectionsProjection } = (await import(join(copy, 'web/src/features/sections/projection.ts'))) as {
      sectionsProjection: string
    }
    const dataset = [
      {
        _id: 'page.example',
        _type: 'page',
        path: '/example',
        sections: [
          {
            _key: 'q1',
            _type: type,
            heading: wordsAsFigureText('Said by a client'),
            text: 'It went live on time.',
            x: 1,
          },
        ],
      },
    ]
    const query = parse(`*[_id == "page.example"][0].sections[]{${sectionsProjection}}`)
    const result = await (await evaluate(query, { dataset })).get()
    expect(result).toEqual([
      expect.objectContaining({
        _key: 'q1',
        _type: type,
        heading: 'Said by a client',
        text: 'It went live on time.',
      }),
    ])
    expect(result[0]).not.toHaveProperty('x')
  })

  test('the registry loads the new component, which renders the section', async () => {
    const { sectionRegistry } = (await import(join(copy, 'web/src/features/sections/registry.ts'))) as {
      sectionRegistry: Record<string, unknown>
    }
    expect(Object.keys(sectionRegistry)).toContain(type)

    const section = { _key: 'q1', _type: type, heading: 'Said by a client', text: 'It went live on time.' }
    const component = join(copy, 'web/src/features/sections', type, 'ExampleQuoteSection.tsx')
    const { default: ExampleQuoteSection } = (await import(component)) as {
      default: ComponentType<{ section: typeof section }>
    }
    // The copy's own theme module: the component is styled with the copy's tokens.
    const { theme } = (await import(join(dirname(component), '../../../styles/theme.ts'))) as {
      theme: DefaultTheme
    }
    const html = renderToStaticMarkup(
      createElement(ThemeProvider, { theme }, createElement(ExampleQuoteSection, { section })),
    )
    expect(html).toContain('Said by a client')
    expect(html).toContain('<p>It went live on time.</p>')
  })
})
