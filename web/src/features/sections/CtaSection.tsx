import styled from 'styled-components'
import { Section } from '../../components/Section.tsx'
import { LinkRow } from './shared/LinkRow.tsx'
import type { SectionOf } from './types.ts'

const Text = styled.p`
  max-width: 40rem;
  margin: 0 auto;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

/** A closing call to action; links of kind `none` stay buttons with no action, as the spec shows them. */
export function CtaSection({ section }: { section: SectionOf<'ctaSection'> }) {
  return (
    <Section
      id={section.anchorId}
      tone={section.tone ?? 'brand'}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
    >
      {section.text && <Text>{section.text}</Text>}
      <LinkRow links={section.links} />
    </Section>
  )
}

export default CtaSection
