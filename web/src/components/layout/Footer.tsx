import { useSiteSettings } from '../../lib/settings.ts'

// Replaced by the full footer in the site issue.
export function Footer() {
  const settings = useSiteSettings()
  return (
    <footer>
      <a href={`tel:${settings.phoneHref}`}>{settings.phone}</a>{' '}
      <a href={`mailto:${settings.email}`}>{settings.email}</a>
    </footer>
  )
}
