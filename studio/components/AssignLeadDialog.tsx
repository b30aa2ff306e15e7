// The dialog of a lead's "Assign…" action: the Studio's users (the project's members, robots left out), one button
// each, and "Nobody" when the lead is assigned. Names come from Sanity's user service, so the list is the same in
// the offline Studio (one local editor) and a hosted one (every member of the project).
import { useEffect, useState } from 'react'
import { useProject, useUserStore } from 'sanity'
import type { LeadUser } from '../../schemas/lib/leads.ts'

export interface AssignLeadDialogProps {
  /** The id of the user the lead is assigned to now, if any. */
  current?: string
  /** The signed-in user, listed first as "(me)". */
  me?: string
  onAssign(user: LeadUser | null): void
}

export function AssignLeadDialog({ current, me, onAssign }: AssignLeadDialogProps) {
  const project = useProject()
  const userStore = useUserStore()
  const [users, setUsers] = useState<LeadUser[] | undefined>()
  const [problem, setProblem] = useState<string | undefined>()
  const memberIds = (project?.members ?? [])
    .filter((member) => !member.isRobot)
    .map((member) => member.id)
    .join(',')

  useEffect(() => {
    if (!memberIds) return
    let cancelled = false
    userStore
      .getUsers(memberIds.split(','))
      .then((found) => {
        if (cancelled) return
        const listed = found.map((user) => ({
          id: user.id,
          name: user.displayName || user.email || user.id,
          ...(user.email ? { email: user.email } : {}),
        }))
        // Me first, then by name.
        listed.sort((a, b) => Number(b.id === me) - Number(a.id === me) || a.name.localeCompare(b.name))
        setUsers(listed)
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(String((error as Error)?.message ?? error))
      })
    return () => {
      cancelled = true
    }
  }, [memberIds, me, userStore])

  return (
    <div style={{ display: 'grid', gap: 8, padding: 16 }}>
      {problem ? <p>The users could not be listed: {problem}</p> : null}
      {!users && !problem ? <p>Listing the users…</p> : null}
      {users?.map((user) => (
        <button
          key={user.id}
          type="button"
          style={button}
          disabled={user.id === current}
          onClick={() => onAssign(user)}
        >
          {user.name}
          {user.id === me ? ' (me)' : ''}
          {user.id === current ? ': assigned now' : ''}
        </button>
      ))}
      {current ? (
        <button type="button" style={button} onClick={() => onAssign(null)}>
          Nobody (unassigned)
        </button>
      ) : null}
    </div>
  )
}

const button = {
  padding: '10px 12px',
  textAlign: 'left',
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: '1px solid currentColor',
  borderRadius: 4,
  cursor: 'pointer',
} as const
