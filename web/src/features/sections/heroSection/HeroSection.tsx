import styled, { css } from 'styled-components'
import { Icon } from '#web/components/Icon.tsx'
import { Container } from '#web/components/Container.tsx'
import { CmsLink } from '#web/components/CmsLink.tsx'
import { SanityImage } from '#web/components/SanityImage.tsx'
import { AssistantCardChunk } from '#web/features/chat/assistant-card-chunk.ts'
import { StatTiles } from '../shared/StatTiles.tsx'
import type { SectionOf } from '../types.ts'
import { KeepTogether } from '#web/components/KeepTogether.tsx'
import { onDarkFocus } from '#web/styles/theme.ts'

const mix = (color: string, percent: number) => `color-mix(in srgb, ${color} ${percent}%, transparent)`

const darkBackground = css`
  color: ${({ theme }) => theme.colors.textOnDark};
  ${onDarkFocus}
  background:
    radial-gradient(
      ellipse 60% 55% at 88% 8%,
      ${({ theme }) => mix(theme.colors.accent, 38)},
      transparent 70%
    ),
    radial-gradient(
      ellipse 55% 60% at 0% 100%,
      ${({ theme }) => mix(theme.colors.primaryFill, 45)},
      transparent 70%
    ),
    linear-gradient(
      140deg,
      ${({ theme }) => theme.colors.brandDark} 0%,
      ${({ theme }) => theme.colors.brand} 55%,
      ${({ theme }) => theme.colors.primaryFill} 100%
    );
  /* A faint grid, fading out towards the bottom: texture without an image request. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    pointer-events: none;
    background-image:
      linear-gradient(${({ theme }) => mix(theme.colors.textOnDark, 6)} 1px, transparent 1px),
      linear-gradient(90deg, ${({ theme }) => mix(theme.colors.textOnDark, 6)} 1px, transparent 1px);
    background-size: 48px 48px;
    mask-image: linear-gradient(to bottom, black, transparent 85%);
  }
`
const lightBackground = css`
  color: ${({ theme }) => theme.colors.text};
  background:
    radial-gradient(ellipse 60% 60% at 90% 0%, ${({ theme }) => theme.colors.accentSoft}, transparent 70%),
    linear-gradient(
      180deg,
      ${({ theme }) => theme.colors.surfaceBrand},
      ${({ theme }) => theme.colors.surface}
    );
`

const Wrapper = styled.section<{ $light: boolean }>`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  padding-block: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[16]};
  ${({ $light }) => ($light ? lightBackground : darkBackground)}
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    padding-block: ${({ theme }) => theme.space[24]};
  }
`
const Grid = styled.div<{ $aside: boolean }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: ${({ $aside }) => ($aside ? 'minmax(0, 1.4fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    gap: ${({ theme }) => theme.space[16]};
  }
`
const Copy = styled.div<{ $centered: boolean }>`
  ${({ $centered }) =>
    $centered &&
    css`
      text-align: center;
      display: flex;
      flex-direction: column;
      align-items: center;
    `}
`
const Eyebrow = styled.p<{ $light: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  color: ${({ theme, $light }) => ($light ? theme.colors.heading : theme.colors.textOnDark)};
  background: ${({ theme, $light }) => ($light ? theme.colors.surface : mix(theme.colors.textOnDark, 10))};
  border: 1px solid
    ${({ theme, $light }) => ($light ? theme.colors.border : mix(theme.colors.textOnDark, 22))};
  &::before {
    content: '';
    flex: none;
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.focus};
  }
`
const Heading = styled.h1`
  font-size: clamp(2rem, 4vw + 1rem, 3.5rem);
  font-weight: 800;
  line-height: 1.08;
  letter-spacing: -0.025em;
  margin-bottom: ${({ theme }) => theme.space[5]};
  max-width: 24ch;
  text-wrap: balance;
`
const Subheading = styled.p<{ $light: boolean }>`
  font-size: clamp(${({ theme }) => theme.fontSizes.lg}, 1vw + 0.8rem, ${({ theme }) => theme.fontSizes.xl});
  line-height: 1.6;
  color: ${({ theme, $light }) => ($light ? theme.colors.textMuted : theme.colors.textOnDarkMuted)};
  max-width: 40rem;
  margin-bottom: ${({ theme }) => theme.space[6]};
`
const Badges = styled.ul<{ $light: boolean }>`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[8]};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme, $light }) => ($light ? theme.colors.accentSoft : mix(theme.colors.accent, 22))};
    color: ${({ theme, $light }) => ($light ? theme.colors.text : theme.colors.textOnDark)};
  }
  svg {
    flex: none;
    color: ${({ theme, $light }) => ($light ? theme.colors.accent : theme.colors.accentOnDark)};
  }
`
/* Full-width buttons on phones (easy to tap, no ragged wrap); side by side from the small breakpoint up. */
const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex-direction: row;
    flex-wrap: wrap;
    width: auto;
  }
`
const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  img {
    border-radius: ${({ theme }) => theme.radii.xl};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`
const StatsRow = styled.div`
  position: relative;
  margin-top: ${({ theme }) => theme.space[12]};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    margin-top: ${({ theme }) => theme.space[16]};
  }
`

/**
 * The page's opening: its only h1, subheading, badges, calls to action (the first one in the `hero` style unless the
 * CMS sets a variant), optional stats, and beside the text either the AI Assistant card (home) or an image. The text
 * comes first in the markup so phones paint it before anything else; the image, when this is the page's first
 * section, is the eager high-priority LCP candidate.
 */
export function HeroSection({ section, index = 0 }: { section: SectionOf<'heroSection'>; index?: number }) {
  const light = section.tone === 'light' || section.tone === 'muted'
  const image = section.image?.asset ? section.image : null
  const showCard = Boolean(section.showAssistantCard)
  const aside = showCard || Boolean(image)
  const badges = section.badges ?? []
  const links = section.links ?? []
  const stats = section.stats ?? []
  return (
    <Wrapper id={section.anchorId ?? undefined} $light={light}>
      <Container>
        <Grid $aside={aside}>
          <Copy $centered={!aside}>
            {section.eyebrow && <Eyebrow $light={light}>{section.eyebrow}</Eyebrow>}
            <Heading>
              <KeepTogether text={section.heading} />
            </Heading>
            {section.subheading && (
              // A figure in it ("save 65-70%") must not break at its hyphen on a phone.
              <Subheading $light={light}>
                <KeepTogether text={section.subheading} />
              </Subheading>
            )}
            {badges.length > 0 && (
              <Badges $light={light}>
                {badges.map((badge) => (
                  <li key={badge._id}>
                    <Icon name="check" size={14} strokeWidth={3} aria-hidden="true" />
                    {badge.value} {badge.label}
                  </li>
                ))}
              </Badges>
            )}
            {/* Analytics reports a click here as a call to action (features/analytics/conversion-clicks.ts). */}
            {links.length > 0 && (
              <Actions data-cta="hero">
                {links.map((link, position) => (
                  <CmsLink
                    key={link._key}
                    link={link}
                    asButton
                    size="lg"
                    variant={link.variant ?? (position === 0 ? 'hero' : 'outline')}
                  />
                ))}
              </Actions>
            )}
          </Copy>
          {aside && (
            <Aside>
              {showCard ? (
                <AssistantCardChunk />
              ) : (
                image && (
                  <SanityImage
                    image={image}
                    width={560}
                    sizes="(min-width: 1024px) 460px, calc(100vw - 2rem)"
                    priority={index === 0}
                  />
                )
              )}
            </Aside>
          )}
        </Grid>
        {stats.length > 0 && (
          <StatsRow>
            <StatTiles stats={stats} onDark={!light} />
          </StatsRow>
        )}
      </Container>
    </Wrapper>
  )
}

export default HeroSection
