import { Link } from 'react-router-dom'
import { useSiteSettings } from '../../lib/settings.ts'

// Replaced by the full header (desktop drop-down, mobile panel) in the site issue.
export function Header() {
  const settings = useSiteSettings()
  return (
    <header>
      <Link to="/">{settings.companyName}</Link>
    </header>
  )
}
