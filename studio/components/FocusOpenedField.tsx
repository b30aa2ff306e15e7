// A document opened at a field (the Content health tool's links: the edit intent with a `path`) gets the field
// focused in the form's state from the start, and Sanity moves the keyboard focus only when that state changes, so
// the field stayed unfocused and, far down a long form, out of sight. An input focused in the form's state when it
// appears takes the keyboard focus, unless it already holds it (and the browser scrolls it into view).
import { useEffect, useRef } from 'react'
import { definePlugin, type InputProps } from 'sanity'

export function FocusOpenedField(props: InputProps) {
  const focusedAtMount = useRef(props.focused)
  const element = useRef(props.elementProps?.ref)
  useEffect(() => {
    const target = element.current?.current as HTMLElement | null | undefined
    if (focusedAtMount.current && target && !target.contains(document.activeElement)) target.focus()
  }, [])
  return props.renderDefault(props)
}

export const focusOpenedField = definePlugin({
  name: 'focus-opened-field',
  form: { components: { input: FocusOpenedField } },
})
