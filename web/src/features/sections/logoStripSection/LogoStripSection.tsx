import styled from 'styled-components'
import { CmsLink } from '#web/components/CmsLink.tsx'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { SanityImage } from '#web/components/SanityImage.tsx'
import { colorSchemes } from '#web/styles/theme.ts'
import { hrefLink } from '../shared/href-link.ts'
import type { SectionOf } from '../types.ts'

/*
 * A calm, wrapping row: each logo on a white tile (logos are drawn for a light background, so the tile stays white
 * in the dark scheme too), grey and a little faded until pointed at or focused, when it shows its own colours.
 * Tiles shrink with the screen and wrap, so no width overflows.
 */
const Strip = styled.ul`
  --gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 56rem;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--gap);
  /* Two a row on phones, four from tablets: eight logos are two even rows, fewer are centred. */
  li {
    flex: 0 1 calc((100% - var(--gap)) / 2);
    min-width: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    --gap: ${({ theme }) => theme.space[4]};
    li {
      flex-basis: calc((100% - 3 * var(--gap)) / 4);
    }
  }
  .tile {
    display: grid;
    place-items: center;
    height: 100%;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${colorSchemes.light.surface};
  }
  a.tile {
    transition: border-color 200ms ease;
  }
  a.tile:hover,
  a.tile:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  img {
    display: block;
    width: 100%;
    max-width: 9rem;
    height: auto;
    filter: grayscale(1);
    opacity: 0.7;
    transition:
      filter 200ms ease,
      opacity 200ms ease;
  }
  .tile:hover img,
  .tile:focus-visible img {
    filter: none;
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    a.tile,
    img {
      transition: none;
    }
  }
`

/** Client logos: each named by the client (its alternative text), linking to its case study or site if it has one. */
export function LogoStripSection({ section }: { section: SectionOf<'logoStripSection'>; index?: number }) {
  const clients = (section.clients ?? []).filter((client) => client.logo?.asset)
  return (
    <Section {...sectionFrame(section)}>
      <Strip>
        {clients.map((client) => {
          const logo = <SanityImage image={{ ...client.logo, alt: client.alt }} width={144} sizes="144px" />
          return (
            <li key={client._key}>
              {client.href ? (
                <CmsLink link={hrefLink(client.href)} className="tile">
                  {logo}
                </CmsLink>
              ) : (
                <span className="tile">{logo}</span>
              )}
            </li>
          )
        })}
      </Strip>
    </Section>
  )
}

export default LogoStripSection
