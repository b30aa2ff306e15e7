import styled from 'styled-components'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { SanityImage } from '#web/components/SanityImage.tsx'
import { LinkedInLink } from '#web/components/LinkedInLink.tsx'
import { CardItem, CardList } from '../shared/CardList.tsx'
import { LinkRow } from '../shared/LinkRow.tsx'
import type { SectionOf } from '../types.ts'

type Person = NonNullable<SectionOf<'teamGridSection'>['people']>[number]

const Card = styled(CardItem)`
  align-items: flex-start;
  .photo {
    width: 6rem;
    height: 6rem;
    border-radius: ${({ theme }) => theme.radii.full};
    overflow: hidden;
    flex: none;
    background: ${({ theme }) => theme.colors.surfaceBrand};
  }
  .photo img {
    width: 100%;
    height: 100%;
  }
  h3 {
    margin-top: ${({ theme }) => theme.space[2]};
  }
  p.role {
    margin-top: calc(-1 * ${({ theme }) => theme.space[2]});
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p.bio {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.65;
  }
  .linkedin {
    margin-top: auto;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

function PersonCard({ person, profileLinkLabel }: { person: Person; profileLinkLabel: string | null }) {
  return (
    <Card>
      <div className="photo">
        {person.photo && (
          <SanityImage image={{ ...person.photo, alt: '' }} width={96} aspectRatio={1} sizes="96px" />
        )}
      </div>
      <h3>{person.name}</h3>
      <p className="role">{person.role}</p>
      <p className="bio">{person.bio}</p>
      {person.linkedinUrl && (
        <LinkedInLink
          className="linkedin"
          name={person.name}
          url={person.linkedinUrl}
          label={profileLinkLabel}
        />
      )}
    </Card>
  )
}

/** A team: a responsive grid of people with photo, name, role, short bio and LinkedIn profile. */
export function TeamGridSection({ section }: { section: SectionOf<'teamGridSection'>; index?: number }) {
  const people = section.people ?? []
  return (
    <Section {...sectionFrame(section)}>
      <CardList $count={people.length} $max={3}>
        {people.map((person) => (
          <PersonCard key={person._id} person={person} profileLinkLabel={section.profileLinkLabel} />
        ))}
      </CardList>
      <LinkRow links={section.links} />
    </Section>
  )
}

export default TeamGridSection
