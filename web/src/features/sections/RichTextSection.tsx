import styled from 'styled-components'
import type { PortableTextBlock } from '@portabletext/types'
import { Section } from '../../components/Section.tsx'
import { PortableText } from '../../components/PortableText.tsx'
import { SanityImage } from '../../components/SanityImage.tsx'
import type { SectionOf } from './types.ts'

const Layout = styled.div<{ $withImage: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  max-width: ${({ $withImage }) => ($withImage ? 'none' : '48rem')};
  margin: 0 auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: ${({ $withImage }) => ($withImage ? '1.2fr 1fr' : '1fr')};
  }
  img {
    border-radius: ${({ theme }) => theme.radii.xl};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`

/** Free-form text (e.g. the D365 platform section) with an optional image. */
export function RichTextSection({ section }: { section: SectionOf<'richTextSection'> }) {
  const image = section.image?.asset ? section.image : null
  return (
    <Section
      id={section.anchorId}
      tone={section.tone}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
    >
      <Layout $withImage={Boolean(image)}>
        <PortableText value={section.body as PortableTextBlock[] | null} />
        {image && <SanityImage image={image} width={520} sizes="(min-width: 1024px) 45vw, 100vw" />}
      </Layout>
    </Section>
  )
}

export default RichTextSection
