// The prerender compiles each distinct styled-components rule once across pages, and a page's styles are exactly
// what styled-components' own collectStyles gives.
import { createElement as h, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import styled, { keyframes, ServerStyleSheet } from 'styled-components'
import { expect, test, vi } from 'vitest'
import { cachedStylis, ServerStyles } from '../../web/src/styles/ServerStyles.tsx'

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`
const Card = styled.div<{ $tone: 'light' | 'dark' }>`
  padding: 1rem;
  color: ${({ $tone }) => ($tone === 'dark' ? 'white' : 'black')};
  &:hover {
    animation: ${spin} 1s linear;
  }
  @media (min-width: 40rem) {
    padding: 2rem;
  }
`
const page = (tone: 'light' | 'dark') => h(Card, { $tone: tone }, 'Text')

function styleTags(collect: (sheet: ServerStyleSheet, app: ReactNode) => ReactNode, app: ReactNode) {
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(collect(sheet, app))
    return { html, styles: sheet.getStyleTags() }
  } finally {
    sheet.seal()
  }
}
const own = (sheet: ServerStyleSheet, app: ReactNode) => sheet.collectStyles(app)
const cached = (sheet: ServerStyleSheet, app: ReactNode) => h(ServerStyles, { sheet, children: app })

test("a page's markup and styles are those of styled-components' own collectStyles, the first time and after", () => {
  for (const tone of ['light', 'dark', 'light'] as const) {
    const expected = styleTags(own, page(tone))
    expect(expected.styles).toContain('padding:1rem')
    expect(styleTags(cached, page(tone))).toEqual(expected)
  }
})

test('each distinct rule is compiled once, whatever the number of pages', () => {
  const stylis = Object.assign(
    vi.fn((css: string, selector = '') => [`${selector}{${css}}`]),
    { hash: 'plugins' },
  )
  const compile = cachedStylis(stylis)
  expect(compile.hash).toBe('plugins')
  expect(compile('color:red;', '.a', undefined, 'sc-a')).toEqual(['.a{color:red;}'])
  expect(compile('color:red;', '.a', undefined, 'sc-a')).toEqual(['.a{color:red;}'])
  expect(stylis).toHaveBeenCalledTimes(1)
  compile('color:blue;', '.a', undefined, 'sc-a')
  compile('color:red;', '.b', undefined, 'sc-a')
  compile('color:red;', '.a', '@keyframes', 'sc-a')
  compile('color:red;', '.a', undefined, 'sc-b')
  expect(stylis).toHaveBeenCalledTimes(5)
  expect(cachedStylis(stylis)).toBe(compile)
})
