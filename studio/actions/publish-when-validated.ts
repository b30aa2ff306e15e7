// Publish only on a validation of what is on screen. Sanity's own publish action (sanity 6.16) acts as soon as the
// validation status says "done" for the current revision, but that status pairs the newest revision with the markers
// of whichever validation finished last. When a validation of older content ends while a newer revision waits for its
// turn (type, then click Publish while a slow validation runs: validation waits for the browser to be idle), the
// status briefly reports the older content's markers as current: a new document is refused with "Validation errors"
// for fields already filled in, and an edited one could be published past an error. The next validation starts one
// task later, so a status that stays settled for a moment is a real one; this wrapper waits for that.
import { useEffect, useRef, useState } from 'react'
import { useToast } from '@sanity/ui/toast'
import {
  isValidationErrorMarker,
  useSyncState,
  useValidationStatus,
  type DocumentActionComponent,
  type DocumentActionDescription,
  type DocumentActionProps,
} from 'sanity'

/** How long the status must stay settled: well beyond the one task between two validations. */
export const SETTLED_MS = 400

const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>()

/** Wraps the Studio's publish action (the same wrapper for the same action, so its state survives re-renders). */
export function withSettledValidation(publish: DocumentActionComponent): DocumentActionComponent {
  const existing = wrapped.get(publish)
  if (existing) return existing
  const PublishWhenValidated: DocumentActionComponent = (props: DocumentActionProps) => {
    const original = publish(props)
    const toast = useToast()
    const target = props.version ?? props.draft ?? props.published
    // The same validation the original action watches (same target and options), so it runs once.
    const validation = useValidationStatus(target?._id ?? props.id, props.type, !props.release)
    const { isSyncing } = useSyncState(props.id, props.type)
    const [waiting, setWaiting] = useState(false)
    const latest = useRef(original)
    useEffect(() => {
      latest.current = original
    })

    const settled = !isSyncing && !validation.isValidating && validation.revision === target?._rev
    const hasErrors = validation.validation.some(isValidationErrorMarker)
    useEffect(() => {
      if (!waiting || !settled) return
      // Any change of the status (a newer validation starting) clears this timer and starts the wait again.
      const timer = setTimeout(() => {
        setWaiting(false)
        if (hasErrors) {
          toast.push({
            status: 'error',
            title: 'Validation errors',
            description: 'Please fix the validation errors before publishing',
          })
        } else latest.current?.onHandle?.()
      }, SETTLED_MS)
      return () => clearTimeout(timer)
    }, [waiting, settled, hasErrors, validation, toast])

    if (!original) return original
    const description: DocumentActionDescription = {
      ...original,
      onHandle: () => setWaiting(true),
    }
    if (waiting) {
      description.disabled = true
      description.label = 'Validating document…'
      description.title = 'Waiting for tasks to finish before publishing'
      description.shortcut = null
    }
    return description
  }
  PublishWhenValidated.action = publish.action
  PublishWhenValidated.displayName = 'PublishWhenValidated'
  wrapped.set(publish, PublishWhenValidated)
  return PublishWhenValidated
}
