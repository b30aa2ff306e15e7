import styled from 'styled-components'
import { Link } from 'react-router-dom'
import { ArrowRight, Check } from 'lucide-react'
import { Section } from '../../components/Section.tsx'
import { Icon } from '../../components/Icon.tsx'
import { paletteColor } from '../../styles/theme.ts'
import { CardItem, CardList, IconBadge } from './shared/CardList.tsx'
import { LinkRow } from './shared/LinkRow.tsx'
import type { SectionOf } from './types.ts'

const Card = styled(CardItem)`
  position: relative;
  transition:
    box-shadow 200ms ease,
    transform 200ms ease;
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.lg};
    transform: translateY(-2px);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
  }
  li svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.success};
  }
`
/* The title link stretches over the whole card, so the card is one link with the service's name. */
const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`
const More = styled.span`
  margin-top: auto;
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  align-items: center;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`

/** Service cards, each opening its service page. */
export function ServiceGridSection({ section }: { section: SectionOf<'serviceGridSection'> }) {
  return (
    <Section
      id={section.anchorId}
      tone={section.tone}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
    >
      <CardList $min="15rem">
        {(section.services ?? []).map((service) => {
          const color = paletteColor(service.color)
          return (
            <Card key={service._id}>
              <IconBadge $fg={color.fg} $bg={color.bg}>
                <Icon name={service.icon} />
              </IconBadge>
              <h3>
                <TitleLink to={service.path ?? '/services'}>{service.title}</TitleLink>
              </h3>
              <p>{service.summary}</p>
              {(service.highlights?.length ?? 0) > 0 && (
                <ul>
                  {service.highlights!.map((highlight) => (
                    <li key={highlight}>
                      <Check size={14} aria-hidden="true" />
                      {highlight}
                    </li>
                  ))}
                </ul>
              )}
              <More aria-hidden="true">
                <ArrowRight size={16} />
              </More>
            </Card>
          )
        })}
      </CardList>
      <LinkRow links={section.links} />
    </Section>
  )
}

export default ServiceGridSection
