// Calls to action and booking links report their clicks without carrying analytics code (which every page would
// otherwise load): the rows of calls to action say where they sit (`data-cta`, e.g. "hero"), and a booking link is
// one to the Site Settings' booking address. One listener on the document reads them while a provider is loaded.
import { trackConversion } from './track.ts'

/** Starts reporting the clicks (`bookingUrl`: the Site Settings' booking address); answers how to stop. */
export function reportConversionClicks(bookingUrl?: string | null): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a')
    if (!link) return
    // Only labels and places, never an address a visitor typed: the conversions carry no personal data.
    const label = link.textContent?.trim() ?? ''
    const cta = link.closest<HTMLElement>('[data-cta]')?.dataset.cta
    if (cta) trackConversion('cta_click', { placement: cta, label })
    if (bookingUrl && link.href === new URL(bookingUrl, document.baseURI).href)
      trackConversion('booking_click', { placement: cta ?? 'link', label })
  }
  document.addEventListener('click', onClick, true)
  return () => document.removeEventListener('click', onClick, true)
}
