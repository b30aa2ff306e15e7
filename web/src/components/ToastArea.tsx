import { useEffect, useSyncExternalStore } from 'react'
import { Toaster } from 'react-hot-toast'
import { createGlobalStyle } from 'styled-components'
import { theme } from '../styles/theme.ts'

const DURATION_MS = 4500
// Below this width the chat dialog fills the screen with its input at the bottom: toasts go to the top instead.
const PHONE_QUERY = `(max-width: ${theme.breakpoints.sm})`

// Toasts follow the system's light or dark theme through the colour tokens.
const ToastTheme = createGlobalStyle`
  .site-toast {
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    border: 1px solid ${theme.colors.border};
  }
`

// Where matchMedia is missing (a test's DOM), the larger screens' place.
const phoneQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null)

function subscribe(onChange: () => void) {
  const query = phoneQuery()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}
const isPhone = () => phoneQuery()?.matches ?? false

/**
 * The toast area: bottom-right on larger screens, top-centre on phones (never over the chat input), about 4.5 s,
 * one outcome at a time (see notify), Alt+T moves focus to the toast.
 */
export default function ToastArea() {
  const phone = useSyncExternalStore(subscribe, isPhone, () => false)

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!event.altKey || event.code !== 'KeyT') return
      const newest = document.querySelector<HTMLElement>('.site-toast')
      if (!newest) return
      event.preventDefault()
      newest.setAttribute('tabindex', '-1')
      newest.focus()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <>
      <ToastTheme />
      <Toaster
        position={phone ? 'top-center' : 'bottom-right'}
        toastOptions={{ duration: DURATION_MS, className: 'site-toast' }}
      />
    </>
  )
}
