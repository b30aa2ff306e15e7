// The contact forms' inputs are uncontrolled: the DOM holds what the visitor typed, from first paint, through
// hydration (which never resets them) and after it. The forms read their values here when they need them.
import { useEffect, useEffectEvent, type RefObject } from 'react'

/** The values of the named fields, as the visitor left them. */
export function readFields<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Record<Name, string> {
  const data = new FormData(form)
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<Name, string>
}

/**
 * Once hydrated, hands the fields to `filled` if the visitor typed or chose anything before the scripts ran, so the
 * form can take account of it (the message counter, the fill time).
 */
export function useFilledBeforeHydration<Name extends string>(
  form: RefObject<HTMLFormElement | null>,
  names: readonly Name[],
  filled: (values: Record<Name, string>) => void,
) {
  const check = useEffectEvent(() => {
    if (!form.current) return
    const values = readFields(form.current, names)
    if (Object.values(values).some(Boolean)) filled(values)
  })
  // Once, at hydration.
  useEffect(() => check(), [])
}

/** The form's errors without the one of `field`, which editing it clears (docs/product.md, States); as they were when it had none. */
export function withoutError(errors: Record<string, string>, field: string): Record<string, string> {
  if (!errors[field]) return errors
  const { [field]: _cleared, ...rest } = errors
  return rest
}
