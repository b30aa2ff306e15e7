// Loaded after hydration by Interactive.tsx: the assistant's launcher and its one dialog, the analytics provider
// when the Site Settings choose one (Analytics loads nothing more with "None"), and the visit's arrival kept for a
// lead later in the visit (docs/leads.md).
import { useEffect } from 'react'
import ChatHost from '#web/features/chat/ChatHost.tsx'
import Analytics from '#web/features/analytics/Analytics.tsx'
import { rememberArrival } from '#web/features/contact/visit.ts'

export default function InteractiveHosts() {
  useEffect(() => rememberArrival(), [])
  return (
    <>
      <ChatHost />
      <Analytics />
    </>
  )
}
