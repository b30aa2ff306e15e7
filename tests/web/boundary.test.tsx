// The app's shell hydrates first; each code-split part of the page keeps its prerendered HTML until its chunk has
// loaded, and the page counts as hydrated only when the last part is (docs/hydration.md).
import { act, lazy, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { afterEach, describe, expect, test } from 'vitest'
import { HeadCollector, HeadProvider } from '../../web/src/head/HeadProvider.tsx'
import { Boundary, expectBoundaries, whenBoundariesHydrated } from '../../web/src/hydration/Boundary.tsx'

function Part({ text }: { text: string }) {
  return <p>{text}</p>
}

type Part = ComponentType<{ text: string }>

/** A part's chunk as the browser loads it: when `arrive()` is called. */
function chunk() {
  let arrive!: () => void
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  return { Lazy: lazy<Part>(() => arrived.then(() => ({ default: Part }))), arrive }
}

/** A part's chunk on the server: loaded when asked. */
const loaded = () => lazy<Part>(async () => ({ default: Part }))

function page(First: Part, Second: Part, collector?: HeadCollector) {
  return (
    <HeadProvider collector={collector}>
      <header>Shell</header>
      <Boundary>
        <First text="First part" />
      </Boundary>
      <Boundary>
        <Second text="Second part" />
      </Boundary>
    </HeadProvider>
  )
}

async function html(element: React.ReactNode) {
  const { prelude } = await prerender(element)
  return new Response(prelude).text()
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('Boundary', () => {
  test('the prerender records every boundary; each keeps its HTML until its chunk arrives; then the page is hydrated', async () => {
    const collector = new HeadCollector()
    const container = document.createElement('div')
    container.innerHTML = await html(page(loaded(), loaded(), collector))
    document.body.append(container)
    expect(collector.boundaries.size).toBe(2)

    const first = chunk()
    const second = chunk()
    expectBoundaries([...collector.boundaries], window.location.pathname)
    let hydrated = false
    await act(async () => {
      hydrateRoot(container, page(first.Lazy, second.Lazy))
    })
    void whenBoundariesHydrated().then(() => (hydrated = true))
    const firstPart = container.querySelectorAll('p')[0]
    expect(container.textContent).toBe('ShellFirst partSecond part')

    await act(async () => first.arrive())
    expect(hydrated).toBe(false)
    expect(container.querySelectorAll('p')[0]).toBe(firstPart)
    expect(container.textContent).toBe('ShellFirst partSecond part')

    await act(async () => second.arrive())
    expect(hydrated).toBe(true)
    expect(container.querySelectorAll('p')[0]).toBe(firstPart)
  })

  test('a page with no boundary is hydrated at once', async () => {
    expectBoundaries([], window.location.pathname)
    await expect(whenBoundariesHydrated()).resolves.toBeUndefined()
  })

  test('a part rendered anew after a hydration mismatch leaves its recorded id pending, and the page unhydrated', async () => {
    const collector = new HeadCollector()
    const container = document.createElement('div')
    container.innerHTML = await html(page(loaded(), loaded(), collector))
    document.body.append(container)
    const [first, second] = [...collector.boundaries]
    expectBoundaries([first!, second!], window.location.pathname)
    const Changed = ({ text }: { text: string }) => <p>{text}, changed</p>
    const mismatches: unknown[] = []
    await act(async () => {
      hydrateRoot(container, page(Part, Changed), { onRecoverableError: (error) => mismatches.push(error) })
    })
    let hydrated = false
    void whenBoundariesHydrated().then(() => (hydrated = true))
    await act(async () => {})
    expect(mismatches).toHaveLength(1)
    expect(container.textContent).toBe('ShellFirst partSecond part, changed')
    // React renders the second part again on the client, where `useId` gives it a new id: the recorded one stays.
    expect([...(window as { pendingBoundaries?: Set<string> }).pendingBoundaries!]).toEqual([second])
    expect(hydrated).toBe(false)
  })
})
