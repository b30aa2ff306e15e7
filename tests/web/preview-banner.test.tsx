// The preview banner says what the page shows: drafts, published content, or a release by its title.
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { ThemeProvider } from 'styled-components'
import { describe, expect, test } from 'vitest'
import { theme } from '../../web/src/styles/theme.ts'
import { PreviewBanner, type PreviewedRelease } from '../../web/src/features/preview/PreviewBanner.tsx'
import type { SitePerspective } from '../../web/src/data/preview.ts'

function banner(perspective: SitePerspective, release?: PreviewedRelease | null) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/services']}>
        <PreviewBanner perspective={perspective} release={release} />
      </MemoryRouter>
    </ThemeProvider>,
  )
  return screen.getByRole('complementary', { name: 'Preview' })
}

describe('the preview banner', () => {
  test('drafts reads as before', () => {
    expect(banner('drafts')).toHaveTextContent('Preview: drafts')
  })

  test('published content in preview says so', () => {
    expect(banner('published')).toHaveTextContent('Preview: published')
  })

  test('a release is named by its title, the release the stack previews', () => {
    const bar = banner(['rSummer', 'rSpring', 'drafts'], { id: 'rSummer', title: 'Summer campaign' })
    expect(bar).toHaveTextContent('Preview: release “Summer campaign”')
    expect(bar).toHaveTextContent('Leave preview')
  })

  test('until its title is read, or when the release is gone, by its id', () => {
    expect(banner(['rSummer', 'drafts'], { id: 'rSummer', title: null })).toHaveTextContent(
      'Preview: release rSummer',
    )
  })

  test("another release's title is never shown for this one", () => {
    expect(banner(['rAutumn', 'drafts'], { id: 'rSummer', title: 'Summer campaign' })).toHaveTextContent(
      'Preview: release rAutumn',
    )
  })
})
