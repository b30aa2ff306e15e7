// Clicks on the few controls that cannot work without the app (the AI Assistant card opens a chat) are not lost
// while it loads: the entry script records the last one before hydration, and the control's component acts on it
// once it has mounted. Every other control works from the HTML alone (README, "HTML first"); links within the page
// are left to the browser until the page has hydrated.

/** The attribute naming what a click on the element asks for, e.g. `data-intent="open-assistant"`. */
export const INTENT_ATTRIBUTE = 'data-intent'
/** Set on an element whose click was taken before hydration and waits for the app (styled as busy). */
export const PENDING_ATTRIBUTE = 'data-intent-pending'

let pending: { intent: string; element: Element } | null = null

/** Run by the entry script before anything else: one capturing listener, until the app has hydrated. */
export function recordIntents(doc: Document = document): void {
  const onClick = (event: MouseEvent) => {
    // Once hydrated, the components' own handlers take every click.
    if (doc.documentElement.dataset.hydrated === 'true') {
      doc.removeEventListener('click', onClick, true)
      return
    }
    // A link within the page (`#id`: a tab, an anchor) is the browser's alone until the page has hydrated: React
    // would try to hydrate the part it sits in at once and, with that part's chunk still loading, replace its HTML
    // with nothing until the chunk arrives (docs/hydration.md). The address changes and `:target` does the rest.
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href^="#"]')
    if (link) {
      event.stopPropagation()
      event.preventDefault()
      location.hash = link.hash
      return
    }
    const element = (event.target as Element | null)?.closest?.(`[${INTENT_ATTRIBUTE}]`)
    if (!element) return
    pending?.element.removeAttribute(PENDING_ATTRIBUTE)
    pending = { intent: element.getAttribute(INTENT_ATTRIBUTE) ?? '', element }
    element.setAttribute(PENDING_ATTRIBUTE, '')
  }
  doc.addEventListener('click', onClick, true)
}

/** Whether the visitor asked for `intent` before the app could act; true once, then forgotten. */
export function takeIntent(intent: string): boolean {
  if (pending?.intent !== intent) return false
  pending.element.removeAttribute(PENDING_ATTRIBUTE)
  pending = null
  return true
}
