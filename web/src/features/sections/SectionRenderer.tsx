import { Boundary } from '#web/hydration/Boundary.tsx'
import type { PageSection } from './types.ts'
import { sectionRegistry } from './registry.ts'

/** Renders a page's sections in the order the marketer arranged them, each from its own chunk,
 * hydrated when that chunk has loaded. */
export function SectionRenderer({ sections }: { sections: PageSection[] }) {
  const known = sections.filter((section) => section._type in sectionRegistry)
  return (
    <>
      {known.map((section, index) => {
        const Component = sectionRegistry[section._type]
        return (
          <Boundary key={section._key}>
            <Component section={section} index={index} />
          </Boundary>
        )
      })}
    </>
  )
}
