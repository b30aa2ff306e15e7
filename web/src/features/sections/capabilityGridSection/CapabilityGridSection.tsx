import type { CSSProperties } from 'react'
import styled from 'styled-components'
import { Section } from '#web/components/Section.tsx'
import { Icon } from '#web/components/Icon.tsx'
import { paletteColor } from '#web/styles/theme.ts'
import { CAPABILITY_STAGGER_MS, staggered } from '../d365/stagger.ts'
import type { SectionOf } from '../types.ts'
import { countedColumns } from '../shared/grid.ts'
import { KeepHyphens } from '#web/components/KeepHyphens.tsx'

const Grid = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ $count }) => countedColumns($count, { lg: 4 })}
`
const Item = styled.li`
  ${staggered(CAPABILITY_STAGGER_MS)}
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space[6]};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
`
const IconBadge = styled.span<{ $fg: string; $bg: string }>`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ $fg }) => $fg};
  background: ${({ $bg }) => $bg};
`

/** The nine enterprise capabilities of the D365 F&O page, appearing 150 ms apart. */
export function CapabilityGridSection({ section }: { section: SectionOf<'capabilityGridSection'> }) {
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
            <Item key={card._key} style={{ '--i': index } as CSSProperties}>
              <IconBadge $fg={color.fg} $bg={color.bg}>
                <Icon name={card.icon} />
              </IconBadge>
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

export default CapabilityGridSection
