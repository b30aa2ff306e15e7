import { Suspense } from 'react'
import type { PageSection } from './types.ts'
import { sectionRegistry } from './registry.ts'
import { useRenderedSections } from '../../lib/head/HeadProvider.tsx'

/** Renders a page's sections in the order the marketer arranged them, each from its own chunk. */
export function SectionRenderer({ sections }: { sections: PageSection[] }) {
  const known = sections.filter((section) => section._type in sectionRegistry)
  useRenderedSections(known.map((section) => section._type))
  return (
    <>
      {known.map((section, index) => {
        const { component: Component } = sectionRegistry[section._type]
        return (
          <Suspense key={section._key} fallback={null}>
            <Component section={section} index={index} />
          </Suspense>
        )
      })}
    </>
  )
}
