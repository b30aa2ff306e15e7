import styled from 'styled-components'
import { Icon } from '#web/components/Icon.tsx'
import { KeepTogether } from '#web/components/KeepTogether.tsx'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { SanityImage } from '#web/components/SanityImage.tsx'
import { LinkRow } from '../shared/LinkRow.tsx'
import { columnsFor } from '../shared/grid.ts'
import type { SectionOf } from '../types.ts'

const Layout = styled.div<{ $withImage: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  max-width: ${({ $withImage }) => ($withImage ? 'none' : '60rem')};
  margin-inline: auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: ${({ $withImage }) => ($withImage ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    gap: ${({ theme }) => theme.space[16]};
  }
  img {
    border-radius: ${({ theme }) => theme.radii.xl};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`
/* Two columns for a longer list without an image beside it, when they come out even; one column otherwise. */
const List = styled.ul<{ $twoColumns: boolean; $onDark: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: ${({ $twoColumns }) => ($twoColumns ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)')};
    gap: ${({ theme }) => theme.space[4]};
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme, $onDark }) =>
      $onDark ? `color-mix(in srgb, ${theme.colors.textOnDark} 8%, transparent)` : theme.colors.surface};
    border: 1px solid
      ${({ theme, $onDark }) =>
        $onDark ? `color-mix(in srgb, ${theme.colors.textOnDark} 18%, transparent)` : theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 500;
    line-height: 1.5;
  }
  .mark {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.success};
  }
`

/** A check-list (Why Choose Us, partner points) with an optional image beside it and links below. */
export function BulletListSection({ section }: { section: SectionOf<'bulletListSection'>; index?: number }) {
  const image = section.image?.asset ? section.image : null
  const items = section.items ?? []
  const onDark = section.tone === 'dark' || section.tone === 'brand'
  return (
    <Section {...sectionFrame(section)}>
      <Layout $withImage={Boolean(image)}>
        <div>
          <List
            $twoColumns={!image && items.length >= 4 && columnsFor(items.length, 2) === 2}
            $onDark={onDark}
          >
            {items.map((item) => (
              <li key={item}>
                <span className="mark" aria-hidden="true">
                  <Icon name="check" size={16} strokeWidth={3} />
                </span>
                <span>
                  <KeepTogether text={item} />
                </span>
              </li>
            ))}
          </List>
          <LinkRow links={section.links} align={image ? 'start' : 'center'} />
        </div>
        {image && (
          <SanityImage image={image} width={560} sizes="(min-width: 1024px) 560px, calc(100vw - 2rem)" />
        )}
      </Layout>
    </Section>
  )
}

export default BulletListSection
