import type { CSSProperties } from 'react'
import styled from 'styled-components'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { paletteColor } from '#web/styles/theme.ts'
import { MODULE_STAGGER_MS, staggered } from '../d365/stagger.ts'
import type { SectionOf } from '../types.ts'
import { CardList, cardSurface } from '../shared/CardList.tsx'
import { KeepTogether } from '#web/components/KeepTogether.tsx'
import { Twemoji } from '#web/components/Twemoji.tsx'

const Item = styled.li<{ $accent: string; $tint: string }>`
  ${staggered(MODULE_STAGGER_MS)}
  position: relative;
  padding: ${({ theme }) => theme.space[4]};
  ${cardSurface({ flat: true })}
  border-top: 4px solid ${({ $accent }) => $accent};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => theme.space[5]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
`
const Emoji = styled(Twemoji)<{ $tint: string }>`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tint }) => $tint};
  font-size: 1.35rem;
  margin-bottom: ${({ theme }) => theme.space[3]};
  img {
    max-width: 1.5rem;
    height: auto;
  }
`

/** The twelve core modules of D365 F&O, appearing 100 ms apart. */
export function ModuleGridSection({ section }: { section: SectionOf<'moduleGridSection'> }) {
  return (
    <Section {...sectionFrame(section)}>
      {/* Twelve full-width cards would be a long scroll on phones: two small ones a row. */}
      <CardList $count={section.cards?.length ?? 0} $dense>
        {(section.cards ?? []).map((card, index) => {
          const color = paletteColor(card.color)
          return (
            <Item
              key={card._key}
              $accent={color.fg}
              $tint={color.bg}
              style={{ '--i': index } as CSSProperties}
            >
              {card.emoji && <Emoji $tint={color.bg} emoji={card.emoji} />}
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

export default ModuleGridSection
