import styled from 'styled-components'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { LinkRow } from '../shared/LinkRow.tsx'
import type { SectionOf } from '../types.ts'

const Text = styled.p<{ $onDark: boolean }>`
  max-width: 42rem;
  /* Closer to the heading than the section frame's header spacing: heading and text read as one message. */
  margin: calc(-1 * ${({ theme }) => theme.space[4]}) auto 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
`

/**
 * A closing call to action: heading, text and buttons. Links of kind `none` stay buttons without an action, as the
 * spec shows them. Links without their own variant get a strong first button and outlined ones after it.
 */
export function CtaSection({ section }: { section: SectionOf<'ctaSection'>; index?: number }) {
  const tone = section.tone ?? 'brand'
  const onDark = tone === 'dark' || tone === 'brand'
  return (
    <Section {...sectionFrame(section)} tone={tone}>
      {section.text && <Text $onDark={onDark}>{section.text}</Text>}
      <LinkRow
        links={section.links}
        size="lg"
        variantAt={(position) => (position === 0 ? (onDark ? 'hero' : 'default') : 'outline')}
        cta="cta_section"
      />
    </Section>
  )
}

export default CtaSection
