// The chat dialog above a phone's on-screen keyboard. Browsers that leave the page's layout as it is when the
// keyboard opens (Chrome on Android by default, Safari on iOS) only shrink the visual viewport: a dialog fixed to the
// layout viewport would have its lower part, the field being typed in among it, under the keyboard. While the page
// is not zoomed, the dialog's frame follows the visual viewport instead, and the focused field is scrolled back
// into view when it changes.
import { useEffect, type RefObject } from 'react'

export function useVisualViewport(frame: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const viewport = window.visualViewport
    const element = frame.current
    if (!viewport || !element) return
    const fit = () => {
      // Zoomed in (a pinch): the visitor chose what to see; the frame keeps to the page.
      if (Math.abs(viewport.scale - 1) > 0.01) {
        element.style.removeProperty('top')
        element.style.removeProperty('height')
        return
      }
      element.style.top = `${viewport.offsetTop}px`
      element.style.height = `${viewport.height}px`
      const focused = document.activeElement
      if (focused instanceof HTMLElement && focused !== document.body && element.contains(focused))
        focused.scrollIntoView({ block: 'nearest' })
    }
    fit()
    viewport.addEventListener('resize', fit)
    viewport.addEventListener('scroll', fit)
    return () => {
      viewport.removeEventListener('resize', fit)
      viewport.removeEventListener('scroll', fit)
    }
  }, [frame])
}
