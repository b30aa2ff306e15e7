// Toasts without putting the toast library on the critical path: it loads on the first message (and the toast area
// mounts after hydration), so pages ship less JavaScript up front.
export type NotifyKind = 'success' | 'error'

export async function notify(kind: NotifyKind, message: string): Promise<void> {
  const { default: toast } = await import('react-hot-toast')
  toast[kind](message)
}
