import { Section, sectionFrame } from '#web/components/Section.tsx'
import { StatTiles } from '../shared/StatTiles.tsx'
import { LinkRow } from '../shared/LinkRow.tsx'
import type { SectionOf } from '../types.ts'

/** Headline figures (stat documents) as tiles, with the section's links below. */
export function StatGridSection({ section }: { section: SectionOf<'statGridSection'>; index?: number }) {
  const onDark = section.tone === 'dark' || section.tone === 'brand'
  return (
    <Section {...sectionFrame(section)}>
      <StatTiles stats={section.stats ?? []} onDark={onDark} />
      <LinkRow links={section.links} />
    </Section>
  )
}

export default StatGridSection
