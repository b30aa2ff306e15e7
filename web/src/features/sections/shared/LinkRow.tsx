import styled from 'styled-components'
import { CmsLink, type CmsLinkValue } from '../../../components/CmsLink.tsx'

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`

/** A section's call-to-action links, as buttons. */
export function LinkRow({ links }: { links?: CmsLinkValue[] | null }) {
  if (!links?.length) return null
  return (
    <Row>
      {links.map((link, index) => (
        <CmsLink key={link._key ?? index} link={link} asButton />
      ))}
    </Row>
  )
}
