import styled from 'styled-components'
import { CircleCheck } from 'lucide-react'
import { Section } from '../../components/Section.tsx'
import { SanityImage } from '../../components/SanityImage.tsx'
import { LinkRow } from './shared/LinkRow.tsx'
import type { SectionOf } from './types.ts'

const Layout = styled.div<{ $withImage: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: ${({ $withImage }) => ($withImage ? '1fr 1fr' : '1fr')};
  }
  img {
    border-radius: ${({ theme }) => theme.radii.xl};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`
const List = styled.ul`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 48rem;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  svg {
    flex: none;
    margin-top: 0.25rem;
    color: ${({ theme }) => theme.colors.accent};
  }
`

/** A check-list (Why Choose Us, partner points) with an optional image. */
export function BulletListSection({ section }: { section: SectionOf<'bulletListSection'> }) {
  return (
    <Section
      id={section.anchorId}
      tone={section.tone}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
    >
      <Layout $withImage={Boolean(section.image?.asset)}>
        <div>
          <List>
            {(section.items ?? []).map((item) => (
              <li key={item}>
                <CircleCheck size={22} aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </List>
          <LinkRow links={section.links} />
        </div>
        {section.image?.asset && (
          <SanityImage image={section.image} width={560} sizes="(min-width: 1024px) 50vw, 100vw" />
        )}
      </Layout>
    </Section>
  )
}

export default BulletListSection
