// The publish action waits for a validation of what is on screen (studio/actions/publish-when-validated.ts): the
// moment the Studio reports an older validation's markers against the newest revision (before the next validation
// starts, one task later) neither publishes nor refuses; a status that stays settled does one or the other.
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { DocumentActionComponent, DocumentActionProps, ValidationMarker } from 'sanity'

const studio = vi.hoisted(() => ({
  validation: {
    isValidating: true,
    validation: [] as ValidationMarker[],
    revision: undefined as string | undefined,
  },
  isSyncing: false,
  toast: { push: vi.fn() },
}))
vi.mock('sanity', () => ({
  isValidationErrorMarker: (marker: ValidationMarker) => marker.level === 'error',
  useValidationStatus: () => studio.validation,
  useSyncState: () => ({ isSyncing: studio.isSyncing }),
}))
vi.mock('@sanity/ui/toast', () => ({ useToast: () => studio.toast }))

const { SETTLED_MS, withSettledValidation } = await import('../../studio/actions/publish-when-validated.ts')

const required: ValidationMarker = { level: 'error', message: 'Required', path: ['to'] }
const onHandle = vi.fn()
const publish: DocumentActionComponent = () => ({ label: 'Publish', onHandle })
publish.action = 'publish'
const props = {
  id: 'redirect-1',
  type: 'redirect',
  draft: { _id: 'drafts.redirect-1', _type: 'redirect', _rev: 'rev-3' },
  published: null,
  version: null,
  liveEdit: false,
  ready: true,
} as unknown as DocumentActionProps

/** The wrapped action, re-rendered with the Studio's validation status `status`. */
function renderAction() {
  const hook = renderHook(() => withSettledValidation(publish)(props))
  const status = (validation: typeof studio.validation) => {
    studio.validation = validation
    hook.rerender()
  }
  return { hook, status }
}

beforeEach(() => {
  vi.useFakeTimers()
  onHandle.mockClear()
  studio.toast.push.mockClear()
  studio.isSyncing = false
  studio.validation = { isValidating: true, validation: [], revision: 'rev-1' }
})
afterEach(() => vi.useRealTimers())

describe('publishing a document whose validation is still running', () => {
  test("an older validation's markers reported against the newest revision neither publish nor refuse", () => {
    const { hook, status } = renderAction()
    act(() => hook.result.current!.onHandle!())
    expect(hook.result.current).toMatchObject({ disabled: true, label: 'Validating document…' })

    // The validation of revision 1 ends while revision 3 waits: for one task, its markers pass for revision 3's.
    act(() => status({ isValidating: false, validation: [required], revision: 'rev-3' }))
    act(() => vi.advanceTimersByTime(50))
    act(() => status({ isValidating: true, validation: [required], revision: 'rev-3' }))
    act(() => vi.advanceTimersByTime(5_000))
    expect(onHandle).not.toHaveBeenCalled()
    expect(studio.toast.push).not.toHaveBeenCalled()

    act(() => status({ isValidating: false, validation: [], revision: 'rev-3' }))
    act(() => vi.advanceTimersByTime(SETTLED_MS))
    expect(onHandle).toHaveBeenCalledTimes(1)
    expect(studio.toast.push).not.toHaveBeenCalled()
    expect(hook.result.current).toMatchObject({ label: 'Publish' })
  })

  test("an error that stays is refused with the Studio's own message, and nothing is published", () => {
    const { hook, status } = renderAction()
    act(() => hook.result.current!.onHandle!())
    act(() => status({ isValidating: false, validation: [required], revision: 'rev-3' }))
    act(() => vi.advanceTimersByTime(SETTLED_MS))
    expect(onHandle).not.toHaveBeenCalled()
    expect(studio.toast.push).toHaveBeenCalledWith({
      status: 'error',
      title: 'Validation errors',
      description: 'Please fix the validation errors before publishing',
    })
    expect(hook.result.current).toMatchObject({ label: 'Publish' })
  })

  test('nothing happens while changes are being saved, nor before the click', () => {
    const { hook, status } = renderAction()
    act(() => status({ isValidating: false, validation: [], revision: 'rev-3' }))
    act(() => vi.advanceTimersByTime(5_000))
    expect(onHandle).not.toHaveBeenCalled()

    studio.isSyncing = true
    act(() => hook.result.current!.onHandle!())
    act(() => vi.advanceTimersByTime(5_000))
    expect(onHandle).not.toHaveBeenCalled()
    studio.isSyncing = false
    act(() => status({ isValidating: false, validation: [], revision: 'rev-3' }))
    act(() => vi.advanceTimersByTime(SETTLED_MS))
    expect(onHandle).toHaveBeenCalledTimes(1)
  })

  test('the same action is wrapped once, so its state survives a new list of actions', () => {
    expect(withSettledValidation(publish)).toBe(withSettledValidation(publish))
    expect(withSettledValidation(publish).action).toBe('publish')
  })
})
