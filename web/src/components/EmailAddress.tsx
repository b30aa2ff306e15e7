import styled from 'styled-components'

// An e-mail address must not break at a hyphen of its domain ("hello@northbridge-" / "consulting.com" reads as two
// words): it may break only after the "@", and the domain stays on one line. Inline, not an inline box, so the
// link's accessible name stays the address itself; the text stays as the CMS has it, for copying.
const Domain = styled.span`
  white-space: nowrap;
`

export function EmailAddress({ address }: { address: string | null | undefined }) {
  if (!address) return null
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      <Domain>{address.slice(at + 1)}</Domain>
    </>
  )
}
