// Toasts without putting the toast library on the critical path: it loads on the first message (and the toast area
// mounts after hydration), so pages ship less JavaScript up front.
export type NotifyKind = 'success' | 'error'

/**
 * Every outcome shows in the one toast: a new message replaces the one on screen (react-hot-toast updates a toast
 * with the same id), so a stale "fill in the required fields" never sits beside "Message sent".
 */
export const OUTCOME_TOAST_ID = 'outcome'

export async function notify(kind: NotifyKind, message: string): Promise<void> {
  const { default: toast } = await import('react-hot-toast')
  toast[kind](message, { id: OUTCOME_TOAST_ID })
}
