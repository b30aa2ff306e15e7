/**
 * A person's LinkedIn profile, named "<Name> on LinkedIn" for screen readers (the visible "LinkedIn" alone would
 * not say whose), opening in a new tab as the footer's social profiles do.
 */
export function LinkedInLink({
  name,
  url,
  className,
}: {
  name: string | null
  url: string
  className?: string
}) {
  return (
    <a
      className={className}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${name} on LinkedIn`}
    >
      LinkedIn
    </a>
  )
}
