import styled from 'styled-components'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { PortableText } from '#web/components/PortableText.tsx'
import { SanityImage } from '#web/components/SanityImage.tsx'
import type { SectionOf } from '../types.ts'

const Layout = styled.div<{ $withImage: boolean; $onDark: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  max-width: ${({ $withImage }) => ($withImage ? 'none' : '48rem')};
  margin: 0 auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: ${({ $withImage }) =>
      $withImage ? 'minmax(0, 1.2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)'};
    gap: ${({ theme }) => theme.space[16]};
  }
  /* On a dark or brand background the prose takes the section's light text colour. */
  > div {
    ${({ $onDark }) => ($onDark ? 'color: inherit;' : '')}
  }
  > div > :last-child {
    margin-bottom: 0;
  }
  img {
    border-radius: ${({ theme }) => theme.radii.xl};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`

/** Free-form Portable Text (e.g. the D365 platform section) with an optional image beside it. */
export function RichTextSection({ section }: { section: SectionOf<'richTextSection'>; index?: number }) {
  const image = section.image?.asset ? section.image : null
  const onDark = section.tone === 'dark' || section.tone === 'brand'
  return (
    <Section {...sectionFrame(section)}>
      <Layout $withImage={Boolean(image)} $onDark={onDark}>
        <PortableText value={section.body} />
        {image && (
          <SanityImage image={image} width={520} sizes="(min-width: 1024px) 480px, calc(100vw - 2rem)" />
        )}
      </Layout>
    </Section>
  )
}

export default RichTextSection
