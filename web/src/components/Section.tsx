import { useId, type ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { Container } from './Container.tsx'
import { KeepTogether } from './KeepTogether.tsx'
import { onDarkFocus } from '../styles/theme.ts'

export type SectionTone = 'light' | 'muted' | 'dark' | 'brand'

const tones: Record<SectionTone, ReturnType<typeof css>> = {
  light: css`
    background: ${({ theme }) => theme.colors.surface};
  `,
  muted: css`
    background: ${({ theme }) => theme.colors.surfaceMuted};
  `,
  dark: css`
    background: ${({ theme }) => theme.colors.brandDark};
    color: ${({ theme }) => theme.colors.textOnDark};
    ${onDarkFocus}
  `,
  brand: css`
    background: linear-gradient(
      135deg,
      ${({ theme }) => theme.colors.brand},
      ${({ theme }) => theme.colors.primaryFill}
    );
    color: ${({ theme }) => theme.colors.textOnDark};
    ${onDarkFocus}
  `,
}

const Wrapper = styled.section<{ $tone: SectionTone }>`
  padding-block: ${({ theme }) => theme.space[16]};
  ${({ $tone }) => tones[$tone]}
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    padding-block: ${({ theme }) => theme.space[20]};
  }
`
const Header = styled.header`
  max-width: 48rem;
  margin: 0 auto ${({ theme }) => theme.space[10]};
  text-align: center;
`
const Eyebrow = styled.p<{ $onDark: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.accentOnDark : theme.colors.accent)};
  margin-bottom: ${({ theme }) => theme.space[2]};
`
const Heading = styled.h2`
  font-size: clamp(1.75rem, 3vw + 1rem, 2.5rem);
`
const Intro = styled.p<{ $onDark: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
`

export interface SectionProps {
  id?: string | null
  tone?: SectionTone | null
  eyebrow?: string | null
  heading?: string | null
  intro?: string | null
  /** Accessible name when the section has no visible heading. */
  label?: string
  children: ReactNode
}

/** The fields every page section has (the page query's common section fields). */
export interface SectionFields {
  anchorId?: string | null
  tone?: SectionTone | null
  eyebrow?: string | null
  heading?: string | null
  intro?: string | null
}

/** A section's common fields as its frame's props: `<Section {...sectionFrame(section)}>`. */
export const sectionFrame = ({ anchorId, tone, eyebrow, heading, intro }: SectionFields) => ({
  id: anchorId,
  tone,
  eyebrow,
  heading,
  intro,
})

/** The frame of every page section: background tone, optional anchor id, eyebrow, h2 and intro. */
export function Section({ id, tone, eyebrow, heading, intro, label, children }: SectionProps) {
  const $tone = tone ?? 'light'
  const onDark = $tone === 'dark' || $tone === 'brand'
  const autoId = useId()
  const headingId = id ? `${id}-heading` : autoId
  return (
    <Wrapper
      id={id ?? undefined}
      $tone={$tone}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
    >
      <Container>
        {(eyebrow || heading || intro) && (
          <Header>
            {eyebrow && <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow>}
            {heading && (
              <Heading id={headingId}>
                <KeepTogether text={heading} />
              </Heading>
            )}
            {intro && (
              <Intro $onDark={onDark}>
                <KeepTogether text={intro} />
              </Intro>
            )}
          </Header>
        )}
        {children}
      </Container>
    </Wrapper>
  )
}
