// Clicks on the few controls that cannot work without the app (the AI Assistant card opens a chat) are not lost
// while it loads: the entry script records the last one before hydration, and the control's component acts on it
// once it has mounted. Every other control works from the HTML alone (README, "HTML first").

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
