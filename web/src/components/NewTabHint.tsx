import { useSiteSettings } from '#web/data/settings.ts'

/**
 * Tells screen-reader users that a link opens a new tab (WCAG 3.2.5), in the words of Site Settings > Messages;
 * hidden on screen. Goes inside the link, after its text.
 */
export function NewTabHint() {
  const { newTabHint } = useSiteSettings()
  if (!newTabHint) return null
  return <span className="visually-hidden"> ({newTabHint})</span>
}
