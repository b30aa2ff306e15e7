import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react'

// The page's own assistant buttons (the home hero's card) in view now; the launcher reads them.
const openersInView = new Set<Element>()
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const anyOpenerInView = () => openersInView.size > 0
const setInView = (element: Element, inView: boolean) => {
  if (inView === openersInView.has(element)) return
  if (inView) openersInView.add(element)
  else openersInView.delete(element)
  listeners.forEach((listener) => listener())
}

/** Marks a button of the page that opens the assistant: while it is in view, the floating launcher steps aside. */
export function useAssistantOpener(ref: RefObject<Element | null>) {
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) setInView(entry.target, entry.isIntersecting)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      setInView(element, false)
    }
  }, [ref])
}

const FIELD = 'input, textarea, select'

/**
 * Whether the floating launcher should step aside: while a button of the page that opens the assistant is in view
 * (the launcher would repeat it, and on a phone it covers that very card), and while the visitor types in a form
 * field of the page (on a phone the launcher sits over the field and the keyboard). It comes back as soon as neither
 * holds.
 */
export function useLauncherAside(): boolean {
  const openerInView = useSyncExternalStore(subscribe, anyOpenerInView, () => false)
  const [typing, setTyping] = useState(false)

  useEffect(() => {
    const inPageField = (target: EventTarget | null) =>
      target instanceof Element && target.matches(FIELD) && !target.closest('[role="dialog"]')
    const onFocusIn = (event: FocusEvent) => setTyping(inPageField(event.target))
    const onFocusOut = (event: FocusEvent) => {
      if (!inPageField(event.relatedTarget)) setTyping(false)
    }
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('focusout', onFocusOut)
    }
  }, [])

  return openerInView || typing
}
