import styled from 'styled-components'
import { Container } from '../../components/Container.tsx'
import { CmsLink } from '../../components/CmsLink.tsx'
import { SanityImage } from '../../components/SanityImage.tsx'
import { AssistantCard } from '../chat/AssistantCard.tsx'
import { StatTiles } from './shared/StatTiles.tsx'
import type { SectionOf } from './types.ts'

const Wrapper = styled.section<{ $light: boolean }>`
  position: relative;
  overflow: hidden;
  padding-block: ${({ theme }) => theme.space[16]};
  color: ${({ theme, $light }) => ($light ? theme.colors.text : theme.colors.textOnDark)};
  background: ${({ theme, $light }) =>
    $light
      ? theme.colors.surfaceBrand
      : `radial-gradient(circle at 85% 15%, rgba(20, 184, 166, 0.28), transparent 45%), linear-gradient(135deg, ${theme.colors.brandDark} 0%, ${theme.colors.brand} 55%, #1e3a8a 100%)`};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    padding-block: ${({ theme }) => theme.space[24]};
  }
`
const Grid = styled.div<{ $aside: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: ${({ $aside }) => ($aside ? '1.35fr 1fr' : '1fr')};
  }
`
const Eyebrow = styled.p`
  display: inline-block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.04em;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: rgba(148, 163, 184, 0.18);
  border: 1px solid rgba(148, 163, 184, 0.35);
`
const Heading = styled.h1`
  font-size: clamp(2.1rem, 4.5vw + 0.5rem, 3.5rem);
  line-height: 1.1;
  margin-bottom: ${({ theme }) => theme.space[5]};
  max-width: 22ch;
`
const Subheading = styled.p<{ $light: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme, $light }) => ($light ? theme.colors.textMuted : theme.colors.textOnDarkMuted)};
  max-width: 40rem;
  margin-bottom: ${({ theme }) => theme.space[6]};
`
const Badges = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[8]};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  li {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.full};
    background: rgba(20, 184, 166, 0.18);
  }
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
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
  margin-top: ${({ theme }) => theme.space[12]};
`

/** The page's opening: its h1, the calls to action, and (on home) the AI Assistant card. */
export function HeroSection({ section, index = 0 }: { section: SectionOf<'heroSection'>; index?: number }) {
  const light = section.tone === 'light' || section.tone === 'muted'
  const image = section.image?.asset ? section.image : null
  const aside = Boolean(section.showAssistantCard || image)
  return (
    <Wrapper id={section.anchorId ?? undefined} $light={light}>
      <Container>
        <Grid $aside={aside}>
          <div>
            {section.eyebrow && <Eyebrow>{section.eyebrow}</Eyebrow>}
            <Heading>{section.heading}</Heading>
            {section.subheading && <Subheading $light={light}>{section.subheading}</Subheading>}
            {(section.badges?.length ?? 0) > 0 && (
              <Badges>
                {section.badges!.map((badge) => (
                  <li key={badge}>{badge}</li>
                ))}
              </Badges>
            )}
            <Actions>
              {(section.links ?? []).map((link, position) => (
                <CmsLink
                  key={link._key}
                  link={link}
                  asButton
                  size="lg"
                  variant={link.variant ?? (position === 0 ? 'hero' : 'outline')}
                />
              ))}
            </Actions>
          </div>
          {aside && (
            <Aside>
              {section.showAssistantCard && <AssistantCard />}
              {image && !section.showAssistantCard && (
                <SanityImage
                  image={image}
                  width={520}
                  sizes="(min-width: 1024px) 40vw, 100vw"
                  priority={index === 0}
                />
              )}
            </Aside>
          )}
        </Grid>
        {(section.stats?.length ?? 0) > 0 && (
          <StatsRow>
            <StatTiles stats={section.stats!} onDark={!light} />
          </StatsRow>
        )}
      </Container>
    </Wrapper>
  )
}

export default HeroSection
