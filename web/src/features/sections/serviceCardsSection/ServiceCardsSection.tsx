import styled from 'styled-components'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { Icon } from '#web/components/Icon.tsx'
import { CmsLink } from '#web/components/CmsLink.tsx'
import { paletteColor } from '#web/styles/theme.ts'
import type { SectionOf } from '../types.ts'
import { countedColumns } from '../shared/grid.ts'
import { KeepTogether } from '#web/components/KeepTogether.tsx'

const Grid = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ $count }) => countedColumns($count, { lg: 4 })}
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
/*
 * The three features are revealed on hover and on keyboard focus within the card (docs/product.md, States), and shown outright on
 * touch screens, which cannot hover. Collapsed with grid rows rather than display:none, so screen readers and search
 * engines still read them.
 */
const Reveal = styled.div`
  display: grid;
  grid-template-rows: 0fr;
  opacity: 0;
  transition:
    grid-template-rows 250ms ease,
    opacity 250ms ease;
  > div {
    overflow: hidden;
  }
  @media (hover: none) {
    grid-template-rows: 1fr;
    opacity: 1;
  }
`
const Card = styled.li<{ $fg: string; $bg: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(160deg, ${({ $bg }) => $bg} 0%, ${({ theme }) => theme.colors.surface} 55%);
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  transition:
    box-shadow 200ms ease,
    transform 200ms ease;
  .icon {
    display: inline-grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ $fg }) => $fg};
    color: #fff;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .action {
    margin-top: auto;
  }
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
  &:hover ${Reveal}, &:focus-within ${Reveal} {
    grid-template-rows: 1fr;
    opacity: 1;
  }
`

/** The eight D365 service cards: each reveals its three features on hover or focus, with a Get Started link. */
export function ServiceCardsSection({ section }: { section: SectionOf<'serviceCardsSection'> }) {
  return (
    <Section {...sectionFrame(section)}>
      <Grid $count={section.cards?.length ?? 0}>
        {(section.cards ?? []).map((card) => {
          const color = paletteColor(card.color)
          return (
            <Card key={card._key} $fg={color.fg} $bg={color.bg}>
              <span className="icon">
                <Icon name={card.icon} />
              </span>
              <h3>
                <KeepTogether text={card.title} />
              </h3>
              {card.description && (
                <p>
                  <KeepTogether text={card.description} />
                </p>
              )}
              <Reveal>
                <div>
                  <Features>
                    {(card.features ?? []).map((feature) => (
                      <li key={feature}>
                        <Icon name="check" size={16} aria-hidden="true" />
                        <span>{feature}</span>
                      </li>
                    ))}
                  </Features>
                </div>
              </Reveal>
              {card.link && (
                <div className="action">
                  <CmsLink link={card.link} asButton size="sm" variant={card.link.variant ?? 'outline'}>
                    {card.link.label}
                    <span className="visually-hidden">: {card.title}</span>
                  </CmsLink>
                </div>
              )}
            </Card>
          )
        })}
      </Grid>
    </Section>
  )
}

export default ServiceCardsSection
