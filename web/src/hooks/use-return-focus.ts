import { useEffect, useRef, type RefObject } from 'react'

/**
 * Puts focus back on the button that opened a dialog once the dialog has closed and unmounted. Headless UI's own
 * restoration does not reach it here: the dialog's code loads lazily after the click, and while the dialog is open
 * the rest of the page (the opener too) is inert, so focusing the opener from the close handler does nothing.
 */
export function useReturnFocus(open: boolean, opener: RefObject<HTMLElement | null>) {
  const wasOpen = useRef(false)
  useEffect(() => {
    if (open) {
      wasOpen.current = true
    } else if (wasOpen.current) {
      wasOpen.current = false
      opener.current?.focus()
    }
  }, [open, opener])
}
