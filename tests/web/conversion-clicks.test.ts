// @vitest-environment jsdom
// Calls to action and booking links carry no analytics code: rows of calls to action say where they sit
// (`data-cta`), a booking link goes to the Site Settings' booking address, and while a provider is loaded one
// listener reports their clicks (web/src/features/analytics/conversion-clicks.ts).
import { afterEach, expect, test } from 'vitest'
import { reportConversionClicks } from '../../web/src/features/analytics/conversion-clicks.ts'
import { connectProvider } from '../../web/src/features/analytics/track.ts'

const BOOKING = 'https://booking.example/northbridge'
const sent: unknown[] = []
let stop = () => {}
afterEach(() => {
  stop()
  connectProvider(null)
  sent.length = 0
  document.body.innerHTML = ''
})

function page(html: string) {
  document.body.innerHTML = html
  connectProvider((name, props) => sent.push([name, props]))
  stop = reportConversionClicks(BOOKING)
}

test('a call to action’s click is one cta_click with its place and label', () => {
  page('<div data-cta="hero"><a href="/contact"><span>Get Started</span></a></div>')
  document.querySelector('span')!.click()
  expect(sent).toEqual([['cta_click', { placement: 'hero', label: 'Get Started' }]])
})

test('a booking link is a booking_click wherever it is, and a call to action too when it is one', () => {
  page(
    `<a href="${BOOKING}">Book a call</a><div data-cta="cta_section"><a href="${BOOKING}">Schedule</a></div>`,
  )
  for (const link of document.querySelectorAll('a')) link.click()
  expect(sent).toEqual([
    ['booking_click', { placement: 'link', label: 'Book a call' }],
    ['cta_click', { placement: 'cta_section', label: 'Schedule' }],
    ['booking_click', { placement: 'cta_section', label: 'Schedule' }],
  ])
})

test('other clicks, and clicks after it stopped, report nothing', () => {
  page('<a href="/about">About</a><div data-cta="hero"><a href="/contact">Go</a></div>')
  document.querySelector('a')!.click()
  stop()
  document.querySelectorAll('a')[1]!.click()
  expect(sent).toEqual([])
})
