// Clicks on controls that need the app, taken before hydration (web/src/hydration/intents.ts, README "HTML first").
import { afterEach, describe, expect, test } from 'vitest'
import { PENDING_ATTRIBUTE, recordIntents, takeIntent } from '../../web/src/hydration/intents.ts'

function button(intent: string) {
  const element = document.createElement('button')
  element.dataset.intent = intent
  element.innerHTML = '<span>Open</span>'
  document.body.append(element)
  return element
}

afterEach(() => {
  document.body.innerHTML = ''
  delete document.documentElement.dataset.hydrated
  takeIntent('open-assistant')
  takeIntent('other')
})

describe('intents', () => {
  recordIntents()

  test('a click before hydration is taken once by the control it asked for, and shown as pending until then', () => {
    const open = button('open-assistant')
    open.querySelector('span')!.click()
    expect(open).toHaveAttribute(PENDING_ATTRIBUTE)
    expect(takeIntent('other')).toBe(false)
    expect(takeIntent('open-assistant')).toBe(true)
    expect(open).not.toHaveAttribute(PENDING_ATTRIBUTE)
    expect(takeIntent('open-assistant')).toBe(false)
  })

  test('only the last click counts', () => {
    const first = button('other')
    const last = button('open-assistant')
    first.click()
    last.click()
    expect(first).not.toHaveAttribute(PENDING_ATTRIBUTE)
    expect(takeIntent('other')).toBe(false)
    expect(takeIntent('open-assistant')).toBe(true)
  })

  test('once hydrated, clicks are the components’ own: nothing is recorded', () => {
    document.documentElement.dataset.hydrated = 'true'
    button('open-assistant').click()
    expect(takeIntent('open-assistant')).toBe(false)
  })

  test('a link within the page clicked before hydration is followed out of the app’s sight', () => {
    // The listener of this file's first call has gone with the previous test's hydration.
    recordIntents()
    const root = document.createElement('div')
    root.innerHTML = '<a href="#panel-2"><strong>Azure</strong></a>'
    document.body.append(root)
    const seenByApp: Event[] = []
    root.addEventListener('click', (event) => seenByApp.push(event), true)
    root.querySelector('strong')!.click()
    expect(window.location.hash).toBe('#panel-2')
    expect(seenByApp).toEqual([])

    document.documentElement.dataset.hydrated = 'true'
    root.querySelector('strong')!.click()
    expect(seenByApp).toHaveLength(1)
  })
})
