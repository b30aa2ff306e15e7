// Who follows a lead up: "Take lead" assigns it to the signed-in user, "Assign…" to any user of the Studio (or to
// nobody). Each records who assigned it and when. Leads are live-edited, so the change is saved at once. A message
// held as possible spam is not a lead yet: it gets no assignee until someone says it is not spam.
import { createElement, useState } from 'react'
import { UserIcon } from '@sanity/icons/User'
import { UsersIcon } from '@sanity/icons/Users'
import {
  useCurrentUser,
  useDocumentOperation,
  type DocumentActionComponent,
  type DocumentActionProps,
} from 'sanity'
import { assignChange, type LeadUser } from '../../schemas/lib/leads.ts'
import { AssignLeadDialog } from '../components/AssignLeadDialog.tsx'
import { editorName, operations } from './lead-change.ts'

interface AssignableLead {
  possibleSpam?: boolean
  assignee?: { id?: string }
}

const leadOf = (props: DocumentActionProps) => (props.draft ?? props.published) as AssignableLead | null

/** The signed-in user as a lead records them. */
function me(user: { id: string; name?: string; email?: string } | null): LeadUser | null {
  return user ? { id: user.id, name: user.name, email: user.email } : null
}

export const TakeLeadAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const { patch } = useDocumentOperation(props.id, props.type)
  const user = useCurrentUser()
  const lead = leadOf(props)
  if (!lead || lead.possibleSpam || !user || lead.assignee?.id === user.id) return null
  return {
    label: 'Take lead',
    icon: UserIcon,
    title: 'Assign this lead to you: you follow it up',
    disabled: Boolean(patch.disabled),
    onHandle: () => {
      patch.execute(
        operations(assignChange(me(user), { by: editorName(user), at: new Date().toISOString() })),
      )
      props.onComplete()
    },
  }
}
TakeLeadAction.displayName = 'LeadAction(Take lead)'

export const AssignLeadAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const { patch } = useDocumentOperation(props.id, props.type)
  const user = useCurrentUser()
  const [open, setOpen] = useState(false)
  const lead = leadOf(props)
  if (!lead || lead.possibleSpam) return null
  const close = () => {
    setOpen(false)
    props.onComplete()
  }
  return {
    label: 'Assign…',
    icon: UsersIcon,
    title: 'Choose who follows this lead up',
    disabled: Boolean(patch.disabled),
    onHandle: () => setOpen(true),
    dialog: open
      ? {
          type: 'dialog',
          header: 'Assign the lead to',
          onClose: close,
          content: createElement(AssignLeadDialog, {
            current: lead.assignee?.id,
            me: user?.id,
            onAssign: (chosen: LeadUser | null) => {
              patch.execute(
                operations(assignChange(chosen, { by: editorName(user), at: new Date().toISOString() })),
              )
              close()
            },
          }),
        }
      : null,
  }
}
AssignLeadAction.displayName = 'LeadAction(Assign)'
