// The leads inbox's document actions: move a lead along its follow-up (Mark contacted, Qualify, Close, Reopen),
// release a message held as possible spam (Not spam), and assign it (lead-assignee.ts). A status change is recorded
// with who and when in the lead's status history; leads are live-edited, so a change is saved at once, with nothing
// to publish. Only the actions that make sense for
// the lead's status are offered, the next step first (the Studio lists a live-edited document's actions in the ⋯ menu
// at the bottom right).
import { CloseCircleIcon } from '@sanity/icons/CloseCircle'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { ResetIcon } from '@sanity/icons/Reset'
import { StarIcon } from '@sanity/icons/Star'
import type { ComponentType } from 'react'
import {
  useCurrentUser,
  useDocumentOperation,
  type DocumentActionComponent,
  type DocumentActionProps,
} from 'sanity'
import { notSpamChange, stageChange, type LeadStage } from '../../schemas/lib/leads.ts'
import type { ContactSubmission } from '../../shared/sanity.types.ts'
import { AssignLeadAction, TakeLeadAction } from './lead-assignee.ts'
import { editorName, operations } from './lead-change.ts'

/** What the actions read of a lead. */
type LeadDocument = Pick<ContactSubmission, 'stage' | 'possibleSpam'>

const historyKey = () => crypto.randomUUID().replace(/-/g, '').slice(0, 12)

/** An action that moves a lead from one of `from` to `to`. */
function stageAction(
  label: string,
  to: LeadStage,
  from: LeadStage[],
  icon: ComponentType,
  tone?: 'positive' | 'critical',
): DocumentActionComponent {
  const action: DocumentActionComponent = (props: DocumentActionProps) => {
    const { patch } = useDocumentOperation(props.id, props.type)
    const user = useCurrentUser()
    const lead = (props.draft ?? props.published) as LeadDocument | null
    if (!lead || !from.includes(lead.stage ?? 'new')) return null
    return {
      label,
      icon,
      tone,
      disabled: Boolean(patch.disabled),
      onHandle: () => {
        patch.execute(
          operations(
            stageChange(to, {
              action: label,
              by: editorName(user),
              at: new Date().toISOString(),
              key: historyKey(),
            }),
          ),
        )
        props.onComplete()
      },
    }
  }
  action.displayName = `LeadAction(${label})`
  return action
}

/** A held message that is a real person's: into the inbox's lists, and e-mailed to the team. */
const NotSpamAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const { patch } = useDocumentOperation(props.id, props.type)
  const lead = (props.draft ?? props.published) as LeadDocument | null
  if (!lead?.possibleSpam) return null
  return {
    label: 'Not spam',
    icon: EnvelopeIcon,
    tone: 'positive',
    title: 'A real person: list it with the other leads and e-mail it to the team',
    disabled: Boolean(patch.disabled),
    onHandle: () => {
      patch.execute(operations(notSpamChange(new Date().toISOString())))
      props.onComplete()
    },
  }
}
NotSpamAction.displayName = 'LeadAction(Not spam)'

/** Every lead action, the likeliest next step first. */
export const leadActions: DocumentActionComponent[] = [
  NotSpamAction,
  TakeLeadAction,
  stageAction('Mark contacted', 'contacted', ['new'], EnvelopeIcon),
  stageAction('Qualify', 'qualified', ['new', 'contacted'], StarIcon, 'positive'),
  stageAction('Close', 'closed', ['new', 'contacted', 'qualified'], CloseCircleIcon, 'critical'),
  stageAction('Reopen', 'new', ['qualified', 'closed'], ResetIcon),
  AssignLeadAction,
]
