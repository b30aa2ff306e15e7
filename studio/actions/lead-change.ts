// What every lead action shares: a lead change (schemas/lib/leads.ts) as the Studio's patch operations, and how a
// change names the editor who made it.
import type { LeadChange } from '../../schemas/lib/leads.ts'

/** The Studio's patch operations for a lead change, in the order they must apply. */
export function operations(change: LeadChange): Record<string, unknown>[] {
  return [
    ...(change.setIfMissing ? [{ setIfMissing: change.setIfMissing }] : []),
    ...(Object.keys(change.set).length ? [{ set: change.set }] : []),
    ...(change.unset ? [{ unset: change.unset }] : []),
    ...(change.insert ? [{ insert: change.insert }] : []),
  ]
}

/** How the history names the editor: name and e-mail, whichever the sign-in gives. */
export function editorName(user: { name?: string; email?: string } | null): string {
  if (!user) return 'Unknown editor'
  if (user.name && user.email) return `${user.name} (${user.email})`
  return user.name || user.email || 'Unknown editor'
}
