import styled from 'styled-components'
import { Check } from 'lucide-react'
import { Section } from '../../components/Section.tsx'
import { Icon } from '../../components/Icon.tsx'
import { CmsLink } from '../../components/CmsLink.tsx'
import { paletteColor } from '../../styles/theme.ts'
import { CardItem, CardList, IconBadge } from './shared/CardList.tsx'
import { LinkRow } from './shared/LinkRow.tsx'
import type { SectionOf } from './types.ts'

const Step = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-weight: 800;
`
const Stats = styled.p`
  && {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.15rem;
    color: ${({ theme }) => theme.colors.success};
  }
`
const Action = styled.div`
  margin-top: auto;
`
const MIN_WIDTH = { 2: '22rem', 3: '17rem', 4: '14rem' } as const

/** Cards with icon, title, description, a stats line, features and a link; numbered for methodologies and processes. */
export function CardGridSection({ section }: { section: SectionOf<'cardGridSection'> }) {
  const columns = (section.columns ?? 3) as keyof typeof MIN_WIDTH
  return (
    <Section
      id={section.anchorId}
      tone={section.tone}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
    >
      <CardList as={section.numbered ? 'ol' : 'ul'} $min={MIN_WIDTH[columns] ?? MIN_WIDTH[3]}>
        {(section.cards ?? []).map((card, index) => {
          const color = paletteColor(card.color)
          return (
            <CardItem key={card._key}>
              {section.numbered ? (
                <Step aria-hidden="true">{index + 1}</Step>
              ) : (
                card.icon && (
                  <IconBadge $fg={color.fg} $bg={color.bg}>
                    <Icon name={card.icon} />
                  </IconBadge>
                )
              )}
              <h3>{card.title}</h3>
              {card.description && <p>{card.description}</p>}
              {card.stats && <Stats>{card.stats}</Stats>}
              {(card.features?.length ?? 0) > 0 && (
                <Features>
                  {card.features!.map((feature) => (
                    <li key={feature}>
                      <Check size={16} aria-hidden="true" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </Features>
              )}
              {card.link && (
                <Action>
                  <CmsLink link={card.link} />
                </Action>
              )}
            </CardItem>
          )
        })}
      </CardList>
      <LinkRow links={section.links} />
    </Section>
  )
}

export default CardGridSection
