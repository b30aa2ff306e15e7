import { Suspense } from 'react'
import type { PageSection } from './types.ts'
import { sectionRegistry } from './registry.ts'

/** Renders a page's sections in the order the marketer arranged them, each from its own chunk. */
export function SectionRenderer({ sections }: { sections: PageSection[] }) {
  const known = sections.filter((section) => section._type in sectionRegistry)
  return (
    <>
      {known.map((section, index) => {
        const Component = sectionRegistry[section._type]
        return (
          <Suspense key={section._key} fallback={null}>
            <Component section={section} index={index} />
          </Suspense>
        )
      })}
    </>
  )
}
