import { useEffect } from 'react'
import toast, { Toaster, useToasterStore } from 'react-hot-toast'
import { createGlobalStyle } from 'styled-components'

const MAX_VISIBLE = 3
const DURATION_MS = 4500

// Toasts follow the system's light or dark theme (SPEC.md §2, chat dialog).
const ToastTheme = createGlobalStyle`
  .site-toast { background: #ffffff; color: #0f172a; border: 1px solid #e2e8f0; }
  @media (prefers-color-scheme: dark) {
    .site-toast { background: #0f172a; color: #f8fafc; border-color: #334155; }
  }
`

/**
 * The toast area of SPEC.md §9: bottom-right, about 4.5 s, at most 3 visible, Alt+T moves focus to the newest toast.
 */
export default function ToastArea() {
  const { toasts } = useToasterStore()

  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(MAX_VISIBLE)
      .forEach((item) => toast.dismiss(item.id))
  }, [toasts])

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
      <Toaster position="bottom-right" toastOptions={{ duration: DURATION_MS, className: 'site-toast' }} />
    </>
  )
}
