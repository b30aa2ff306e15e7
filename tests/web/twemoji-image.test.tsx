// A module card's emoji: Twemoji's artwork, decorative, and the marketer's text where the artwork is missing.
import { fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { Twemoji } from '../../web/src/components/Twemoji.tsx'

// jsdom loads no images and calls every one complete: here each is still loading until a test says otherwise.
let complete = false
beforeEach(() => {
  complete = false
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockImplementation(() => complete)
})
afterEach(() => vi.restoreAllMocks())

test('the emoji is drawn from its artwork file, hidden from assistive technology', () => {
  const { container } = render(<Twemoji emoji="📊" />)
  const image = container.querySelector('img')!
  expect(image).toHaveAttribute('src', '/assets/twemoji-15.0.0/1f4ca.svg')
  expect(image).toHaveAttribute('alt', '')
  expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
})

test('an emoji with no artwork falls back to its text when its image fails', () => {
  const { container } = render(<Twemoji emoji="🫎" />)
  fireEvent.error(container.querySelector('img')!)
  expect(container.querySelector('img')).toBeNull()
  expect(container.firstElementChild).toHaveTextContent('🫎')
  expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
})

test('an image that failed before the page was hydrated falls back to the text too', () => {
  complete = true // done, with no picture (naturalWidth 0)
  const { container } = render(<Twemoji emoji="🫎" />)
  expect(container.querySelector('img')).toBeNull()
  expect(container.firstElementChild).toHaveTextContent('🫎')
})

test('a loaded image stays', () => {
  complete = true
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(36)
  const { container } = render(<Twemoji emoji="📊" />)
  expect(container.querySelector('img')).toHaveAttribute('src', '/assets/twemoji-15.0.0/1f4ca.svg')
})
