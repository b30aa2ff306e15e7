import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { buttonStyles, type ButtonSize, type ButtonVariant, type ButtonStyleProps } from './Button.tsx'
import { useBooking } from '#web/data/settings.ts'
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
 * for external pages and the provider's booking page (a booking button leads to the site's own page with the
 * calendar instead while the Site Settings show it on the site). A link with nowhere to go (kind `none`, allowed only as footer text) is plain
 * text, never a button: a control that looks clickable must do something.
 */
export function CmsLink({ link, asButton, size, variant, className, children, onNavigate }: CmsLinkProps) {
  const booking = useBooking()
  const content = children ?? link.label
  const style = asButton ? { $variant: variant ?? link.variant ?? 'default', $size: size } : undefined
  let kind = link.kind ?? 'internal'
  let to = link.href
  // The booking calendar shown on a page of the site: the button leads there, in the same tab.
  if (kind === 'booking' && booking.pagePath) [kind, to] = ['internal', booking.pagePath]

  if (kind === 'none' || (!to && kind !== 'booking')) {
    return <span className={className}>{content}</span>
  }
  const Anchor = asButton ? ButtonAnchor : 'a'
  if (kind === 'external' || kind === 'booking') {
    const href = kind === 'booking' ? booking.url : to
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
      <RouterLink className={className} to={to!} onClick={onNavigate} {...style}>
        {content}
      </RouterLink>
    )
  }
  const href = kind === 'tel' ? `tel:${to}` : kind === 'mailto' ? `mailto:${to}` : to!
  return (
    <Anchor className={className} href={href} onClick={onNavigate} {...style}>
      {content}
    </Anchor>
  )
}
