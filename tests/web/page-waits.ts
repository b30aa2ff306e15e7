// Waiting for a rendered page in jsdom without slowing it down. A `findByRole` query runs again on every change to
// the document, and each run reads the computed style of every element it considers; while a whole page renders,
// those runs took more time than the render (the home page's first render: 3.2 s alone, 6.8 s under `findByRole`,
// and over 15 s in CI beside the browser tests). These wait with a plain selector, then ask by role once.
import { screen, waitFor } from '@testing-library/react'

/** How long a test waits for a rendered page: a page's first render in a test file took 3 s quiet, 12 s in CI. */
export const PAGE_TIMEOUT = 25_000

/** The page's h1, once it is rendered. */
export async function findPageHeading(): Promise<HTMLElement> {
  await waitFor(
    () => {
      if (!document.querySelector('h1')) throw new Error('The page has no h1 yet.')
    },
    { timeout: PAGE_TIMEOUT },
  )
  return screen.getByRole('heading', { level: 1 })
}

/** Waits until one of the elements `selector` finds reads `name`. */
function waitForText(selector: string, name: string): Promise<void> {
  return waitFor(
    () => {
      if (![...document.querySelectorAll(selector)].some((element) => element.textContent?.trim() === name))
        throw new Error(`No ${selector} "${name}" yet.`)
    },
    { timeout: PAGE_TIMEOUT },
  )
}

/** The heading (of any level) named `name`, once it is rendered. */
export async function findHeading(name: string): Promise<HTMLElement> {
  await waitForText('h1, h2, h3, h4, h5, h6', name)
  return screen.getByRole('heading', { name })
}

/** The page's section named by its heading (a region), once that heading is rendered. */
export async function findRegion(name: string): Promise<HTMLElement> {
  await waitForText('h2', name)
  return screen.getByRole('region', { name })
}
