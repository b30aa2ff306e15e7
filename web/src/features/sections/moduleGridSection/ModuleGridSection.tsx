import type { CSSProperties } from 'react'
import styled from 'styled-components'
import { Section } from '#web/components/Section.tsx'
import { paletteColor } from '#web/styles/theme.ts'
import { MODULE_STAGGER_MS, staggered } from '../d365/stagger.ts'
import type { SectionOf } from '../types.ts'
import { countedColumns } from '../shared/grid.ts'
import { KeepHyphens } from '#web/components/KeepHyphens.tsx'

const Grid = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  /* Two small cards a row on phones: twelve full-width cards are a long scroll. */
  gap: ${({ theme }) => theme.space[3]};
  ${({ $count }) => countedColumns($count, { base: 2, lg: 4 })}
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    gap: ${({ theme }) => theme.space[4]};
  }
`
const Item = styled.li<{ $accent: string; $tint: string }>`
  ${staggered(MODULE_STAGGER_MS)}
  position: relative;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ $accent }) => $accent};
  color: ${({ theme }) => theme.colors.text};
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
const Emoji = styled.span<{ $tint: string }>`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tint }) => $tint};
  font-size: 1.35rem;
  margin-bottom: ${({ theme }) => theme.space[3]};
`

/** The twelve core modules of D365 F&O, appearing 100 ms apart. */
export function ModuleGridSection({ section }: { section: SectionOf<'moduleGridSection'> }) {
  return (
    <Section
      id={section.anchorId}
      tone={section.tone}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
    >
      <Grid $count={section.cards?.length ?? 0}>
        {(section.cards ?? []).map((card, index) => {
          const color = paletteColor(card.color)
          return (
            <Item
              key={card._key}
              $accent={color.fg}
              $tint={color.bg}
              style={{ '--i': index } as CSSProperties}
            >
              {card.emoji && (
                <Emoji $tint={color.bg} aria-hidden="true">
                  {card.emoji}
                </Emoji>
              )}
              <h3>
                <KeepHyphens text={card.title} />
              </h3>
              {card.description && <p>{card.description}</p>}
            </Item>
          )
        })}
      </Grid>
    </Section>
  )
}

export default ModuleGridSection
