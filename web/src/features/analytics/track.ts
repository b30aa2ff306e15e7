// Conversions, sent from wherever they happen (the contact form's success, a booking link, the chat's hand-off, a
// call to action) to the analytics provider, if one is loaded. Tiny on purpose: every page's bundle has it, the
// provider's code loads in its own chunk (AnalyticsHost.tsx) only when the Site Settings choose one.
import type { ConversionProps } from '#shared/analytics-providers.ts'

/** The conversions the site reports (docs/analytics.md, "What is counted"). */
export type ConversionName = 'contact_form_sent' | 'booking_click' | 'chat_handoff' | 'cta_click'

type Sink = (name: ConversionName, props: ConversionProps) => void

let sink: Sink | null = null
// Conversions while the provider's glue is being loaded (after consent, or on the first page); null otherwise.
let pending: [ConversionName, ConversionProps][] | null = null
const MAX_PENDING = 20

/**
 * Reports a conversion. Without a provider, before consent or after a decline it is dropped: nothing is kept about
 * a visitor who was not counted.
 */
export function trackConversion(name: ConversionName, props: ConversionProps = {}): void {
  if (sink) sink(name, props)
  else if (pending && pending.length < MAX_PENDING) pending.push([name, props])
}

/** A provider is about to be connected: keep the conversions until it is. */
export function expectProvider(): void {
  pending ??= []
}

/** Connects the loaded provider (the waiting conversions go to it), or disconnects it (null: a decline). */
export function connectProvider(next: Sink | null): void {
  sink = next
  const waiting = pending ?? []
  pending = null
  if (next) for (const [name, props] of waiting) next(name, props)
}
