import type { CSSProperties } from 'react'
import styled from 'styled-components'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { Icon } from '#web/components/Icon.tsx'
import { paletteColor } from '#web/styles/theme.ts'
import { CAPABILITY_STAGGER_MS, staggered } from '../d365/stagger.ts'
import type { SectionOf } from '../types.ts'
import { CardList, IconBadge, cardSurface } from '../shared/CardList.tsx'
import { KeepTogether } from '#web/components/KeepTogether.tsx'

const Item = styled.li`
  ${staggered(CAPABILITY_STAGGER_MS)}
  ${cardSurface()}
  padding: ${({ theme }) => theme.space[6]};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
`
const Badge = styled(IconBadge)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`

/** The nine enterprise capabilities of the D365 F&O page, appearing 150 ms apart. */
export function CapabilityGridSection({ section }: { section: SectionOf<'capabilityGridSection'> }) {
  return (
    <Section {...sectionFrame(section)}>
      <CardList $count={section.cards?.length ?? 0}>
        {(section.cards ?? []).map((card, index) => {
          const color = paletteColor(card.color)
          return (
            <Item key={card._key} style={{ '--i': index } as CSSProperties}>
              <Badge $fg={color.fg} $bg={color.bg}>
                <Icon name={card.icon} />
              </Badge>
              <h3>
                <KeepTogether text={card.title} />
              </h3>
              {card.description && (
                <p>
                  <KeepTogether text={card.description} />
                </p>
              )}
            </Item>
          )
        })}
      </CardList>
    </Section>
  )
}

export default CapabilityGridSection
