// Loaded after hydration by Interactive.tsx: the assistant's launcher and its one dialog, and the analytics provider
// when the Site Settings choose one (Analytics loads nothing more with "None").
import ChatHost from '#web/features/chat/ChatHost.tsx'
import Analytics from '#web/features/analytics/Analytics.tsx'

export default function InteractiveHosts() {
  return (
    <>
      <ChatHost />
      <Analytics />
    </>
  )
}
