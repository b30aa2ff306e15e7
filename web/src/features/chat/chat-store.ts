// Whether the assistant is open, shared by everything that opens it: the launcher every page has (components/layout/Interactive.tsx, in
// the site layout) and the home hero's AI Assistant card. The layout's host renders the one dialog, so it stays
// open and keeps its conversation while a link in an answer changes the page under it. Tiny on purpose: the layout
// imports it on every page.
type Listener = () => void

let hosts = 0
let open = false
let onClose: (() => void) | null = null
const listeners = new Set<Listener>()
const notify = () => listeners.forEach((listener) => listener())

/**
 * The layout's host announces itself while it is mounted; returns the call that takes it back. With no host left,
 * nothing shows the dialog: it counts as closed.
 */
export function registerHost(): () => void {
  hosts += 1
  return () => {
    hosts -= 1
    if (hosts === 0) {
      open = false
      onClose = null
    }
  }
}

/** Whether a host renders the dialog for everyone (otherwise an opener renders its own). */
export const isHosted = () => hosts > 0

/** Opens the assistant; `closed` runs once it closes (the opener puts the focus back on its button). */
export function openAssistant(closed?: () => void): void {
  onClose = closed ?? null
  open = true
  notify()
}

export function closeAssistant(): void {
  const closed = onClose
  onClose = null
  open = false
  notify()
  closed?.()
}

export const isAssistantOpen = () => open

export function subscribeAssistant(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
