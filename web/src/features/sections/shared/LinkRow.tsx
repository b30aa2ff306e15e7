import styled from 'styled-components'
import { CmsLink, type CmsLinkValue } from '#web/components/CmsLink.tsx'
import type { ButtonSize, ButtonVariant } from '#web/components/Button.tsx'

const Row = styled.div<{ $align: 'center' | 'start' }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $align }) => ($align === 'start' ? 'flex-start' : 'center')};
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`

interface LinkRowProps {
  links?: CmsLinkValue[] | null
  align?: 'center' | 'start'
  size?: ButtonSize
  /** The variant of links that set none themselves, by position (e.g. the first one primary, the rest outline). */
  variantAt?: (position: number) => ButtonVariant | undefined
  /** Where the row sits, e.g. "cta_section": analytics reports a click here as a call to action (data-cta). */
  cta?: string
}

/** A section's call-to-action links, styled as buttons. */
export function LinkRow({ links, align = 'center', size, variantAt, cta }: LinkRowProps) {
  if (!links?.length) return null
  return (
    <Row $align={align} data-cta={cta}>
      {links.map((link, position) => (
        <CmsLink
          key={link._key ?? position}
          link={link}
          asButton
          size={size}
          variant={link.variant ?? variantAt?.(position)}
        />
      ))}
    </Row>
  )
}
