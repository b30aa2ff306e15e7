import styled from 'styled-components'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { Icon } from '#web/components/Icon.tsx'
import { CmsLink } from '#web/components/CmsLink.tsx'
import { paletteColor } from '#web/styles/theme.ts'
import { CardItem, CardList, FeatureList, IconBadge } from '../shared/CardList.tsx'
import { LinkRow } from '../shared/LinkRow.tsx'
import type { SectionOf } from '../types.ts'
import { KeepTogether } from '#web/components/KeepTogether.tsx'

const Card = styled(CardItem)<{ $accent: string }>`
  transition:
    box-shadow 200ms ease,
    transform 200ms ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
  /* Numbered steps carry a coloured top edge, so a process reads as one sequence. */
  &[data-numbered] {
    overflow: hidden;
  }
  &[data-numbered]::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: 4px;
    background: ${({ $accent }) => $accent};
  }
`
const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`
const Step = styled.span<{ $fg: string }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ $fg }) => $fg};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`
const Stats = styled.p<{ $fg: string; $bg: string }>`
  && {
    align-self: flex-start;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    /* A tag, not a pill: a long line ("2nd largest English-speaking population") wraps in a three-column row, and a
       pill of two lines was a lozenge. */
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ $bg }) => $bg};
    color: ${({ $fg }) => $fg};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
const Action = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
  a,
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`

/**
 * Cards with icon, title, description, a stats line, features and a link, in 2, 3 or 4 columns. `numbered` makes
 * the grid an ordered list (methodology phases, process steps) with the step number shown on each card.
 */
export function CardGridSection({ section }: { section: SectionOf<'cardGridSection'>; index?: number }) {
  const cards = section.cards ?? []
  // The editor's column count is the most the grid uses; the card count decides the rest (no lone last card).
  const maxColumns = section.columns && section.columns >= 2 && section.columns <= 4 ? section.columns : 4
  const numbered = Boolean(section.numbered)
  return (
    <Section {...sectionFrame(section)}>
      <CardList as={numbered ? 'ol' : 'ul'} $count={cards.length} $max={maxColumns}>
        {cards.map((card, position) => {
          const color = paletteColor(card.color)
          return (
            <Card key={card._key} $accent={color.fg} data-numbered={numbered ? '' : undefined}>
              {(numbered || card.icon) && (
                <Top>
                  {/* The ordered list already announces the position; the visible number is for sighted readers. */}
                  {numbered && (
                    <Step $fg={color.fg} aria-hidden="true">
                      {position + 1}
                    </Step>
                  )}
                  {card.icon && (
                    <IconBadge $fg={color.fg} $bg={color.bg}>
                      <Icon name={card.icon} />
                    </IconBadge>
                  )}
                </Top>
              )}
              <h3>
                <KeepTogether text={card.title} />
              </h3>
              {card.description && (
                <p>
                  <KeepTogether text={card.description} />
                </p>
              )}
              {card.stats && (
                <Stats $fg={color.fg} $bg={color.bg}>
                  {card.stats}
                </Stats>
              )}
              {(card.features?.length ?? 0) > 0 && (
                <FeatureList>
                  {card.features!.map((feature) => (
                    <li key={feature}>
                      <Icon name="check" size={16} aria-hidden="true" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </FeatureList>
              )}
              {card.link && (
                <Action>
                  <CmsLink link={card.link}>
                    {card.link.label}
                    <Icon name="arrow-right" size={16} aria-hidden="true" />
                  </CmsLink>
                </Action>
              )}
            </Card>
          )
        })}
      </CardList>
      <LinkRow links={section.links} />
    </Section>
  )
}

export default CardGridSection
