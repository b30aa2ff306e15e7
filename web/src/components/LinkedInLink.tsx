/** The name a profile link gets when the Site Settings give none (content written before the field existed). */
const FALLBACK_LABEL = '{name} on LinkedIn'

/**
 * A person's LinkedIn profile, named for screen readers in the Site Settings' words ("<Name> on LinkedIn", "<Name>
 * bei LinkedIn"; the visible "LinkedIn" alone would not say whose), opening in a new tab as the footer's social
 * profiles do.
 */
export function LinkedInLink({
  name,
  url,
  label,
  className,
}: {
  name: string | null
  url: string
  /** The Site Settings' `profileLinkLabel`, with `{name}` to fill in. */
  label?: string | null
  className?: string
}) {
  return (
    <a
      className={className}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={(label?.trim() || FALLBACK_LABEL).replaceAll('{name}', name ?? '')}
    >
      LinkedIn
    </a>
  )
}
