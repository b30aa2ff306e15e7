import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { buttonStyles, type ButtonSize, type ButtonVariant, type ButtonStyleProps } from './Button.tsx'
import { useSiteSettings } from '#web/data/settings.ts'
import { NewTabHint } from './NewTabHint.tsx'

/** The `link` object of the content model (schemas/objects/link.ts). */
export interface CmsLinkValue {
  _key?: string | null
  label?: string | null
  kind?: 'internal' | 'anchor' | 'external' | 'booking' | 'tel' | 'mailto' | 'none' | null
  href?: string | null
  variant?: ButtonVariant | null
  fullPageLoad?: boolean | null
}

interface CmsLinkProps {
  link: CmsLinkValue
  /** Render as a button-styled link; omit for a plain text link. */
  asButton?: boolean
  size?: ButtonSize
  variant?: ButtonVariant
  className?: string
  children?: ReactNode
  onNavigate?: () => void
}

const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`
const ButtonRouterLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`

/**
 * Renders a CMS link the way its kind asks: router links inside the site, new-tab links (no opener, no referrer)
 * for external and booking pages (while the Site Settings show the calendar on the site, `linkFields` already
 * turns a booking button into an internal link to the page with it). A link with nowhere to go (kind `none`, allowed only as footer text) is plain
 * text, never a button: a control that looks clickable must do something.
 */
export function CmsLink({ link, asButton, size, variant, className, children, onNavigate }: CmsLinkProps) {
  const settings = useSiteSettings()
  const content = children ?? link.label
  const style = asButton ? { $variant: variant ?? link.variant ?? 'default', $size: size } : undefined
  // A booking link with an address is the site's page with the calendar (linkFields): a link inside the site.
  const kind = link.kind === 'booking' && link.href ? 'internal' : (link.kind ?? 'internal')

  if (kind === 'none' || (!link.href && kind !== 'booking')) {
    return <span className={className}>{content}</span>
  }
  const Anchor = asButton ? ButtonAnchor : 'a'
  if (kind === 'external' || kind === 'booking') {
    const href = kind === 'booking' ? settings.bookingUrl : link.href
    return (
      <Anchor
        className={className}
        href={href ?? undefined}
        target="_blank"
        rel="noopener noreferrer"
        {...style}
      >
        {content}
        <NewTabHint />
      </Anchor>
    )
  }
  if (kind === 'internal' && !link.fullPageLoad) {
    const RouterLink = asButton ? ButtonRouterLink : Link
    return (
      <RouterLink className={className} to={link.href!} onClick={onNavigate} {...style}>
        {content}
      </RouterLink>
    )
  }
  const href = kind === 'tel' ? `tel:${link.href}` : kind === 'mailto' ? `mailto:${link.href}` : link.href!
  return (
    <Anchor className={className} href={href} onClick={onNavigate} {...style}>
      {content}
    </Anchor>
  )
}
