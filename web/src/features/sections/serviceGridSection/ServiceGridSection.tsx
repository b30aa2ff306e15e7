import styled from 'styled-components'
import { Link } from 'react-router-dom'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { Icon } from '#web/components/Icon.tsx'
import { paletteColor } from '#web/styles/theme.ts'
import { CardItem, CardList, FeatureList, IconBadge } from '../shared/CardList.tsx'
import { LinkRow } from '../shared/LinkRow.tsx'
import type { SectionOf } from '../types.ts'
import { KeepTogether } from '#web/components/KeepTogether.tsx'

const Card = styled(CardItem)<{ $accent: string }>`
  overflow: hidden;
  transition:
    box-shadow 200ms ease,
    transform 200ms ease,
    border-color 200ms ease;
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: 4px;
    background: ${({ $accent }) => $accent};
  }
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.lg};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    transform: translateY(-3px);
  }
  &:hover .go,
  &:focus-within .go {
    transform: translateX(4px);
  }
`
/* The title link stretches over the whole card: one link per card, named by the service's title. */
const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`
const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
`
const Go = styled.span<{ $fg: string; $bg: string }>`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  transition: transform 200ms ease;
`

/** The service cards: icon, title, summary and highlights, each card opening its service page. */
export function ServiceGridSection({
  section,
}: {
  section: SectionOf<'serviceGridSection'>
  index?: number
}) {
  const services = (section.services ?? []).filter((service) => service.path)
  return (
    <Section {...sectionFrame(section)}>
      <CardList $count={services.length}>
        {services.map((service) => {
          const color = paletteColor(service.color)
          return (
            <Card key={service._id} $accent={color.fg}>
              <Top>
                <IconBadge $fg={color.fg} $bg={color.bg}>
                  <Icon name={service.icon} />
                </IconBadge>
                <Go className="go" $fg={color.fg} $bg={color.bg} aria-hidden="true">
                  <Icon name="arrow-right" size={18} />
                </Go>
              </Top>
              <h3>
                <TitleLink to={service.path!}>{service.title}</TitleLink>
              </h3>
              {service.summary && (
                <p>
                  <KeepTogether text={service.summary} />
                </p>
              )}
              {(service.highlights?.length ?? 0) > 0 && (
                <FeatureList>
                  {service.highlights!.map((highlight) => (
                    <li key={highlight}>
                      <Icon name="check" size={14} aria-hidden="true" />
                      <span>{highlight}</span>
                    </li>
                  ))}
                </FeatureList>
              )}
            </Card>
          )
        })}
      </CardList>
      <LinkRow links={section.links} />
    </Section>
  )
}

export default ServiceGridSection
