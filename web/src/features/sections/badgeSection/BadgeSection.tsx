import styled from 'styled-components'
import { CmsLink } from '#web/components/CmsLink.tsx'
import { Icon } from '#web/components/Icon.tsx'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { SanityImage } from '#web/components/SanityImage.tsx'
import { CardItem, CardList } from '../shared/CardList.tsx'
import { hrefLink } from '../shared/href-link.ts'
import type { SectionOf } from '../types.ts'

type Credential = NonNullable<SectionOf<'badgeSection'>['credentials']>[number]

const Badge = styled(CardItem)`
  align-items: center;
  text-align: center;
  img {
    width: 6rem;
    height: 6rem;
    object-fit: contain;
  }
  .issuer {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  .dates {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .proof {
    margin-top: auto;
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`

/** One credential: badge, name, issuer, "Since 2019 · Valid until 2027", and its proof link if it has one. */
function BadgeCard({ credential, section }: { credential: Credential; section: SectionOf<'badgeSection'> }) {
  const dates = [
    credential.year && `${section.sinceLabel} ${credential.year}`,
    credential.validUntil && `${section.validUntilLabel} ${credential.validUntil}`,
  ].filter(Boolean)
  return (
    <Badge>
      {credential.image && <SanityImage image={credential.image} width={96} aspectRatio={1} sizes="96px" />}
      <h3>{credential.name}</h3>
      <p className="issuer">{credential.issuer}</p>
      {dates.length > 0 && <p className="dates">{dates.join(' · ')}</p>}
      {credential.proofUrl && (
        <CmsLink link={hrefLink(credential.proofUrl)} className="proof">
          <Icon name="check" size={16} aria-hidden="true" />
          {/* Heard as "Verify SAP Silver Partner": the visible words first, so speech input finds the link. */}
          {`${section.proofLabel} `}
          <span className="visually-hidden">{credential.name}</span>
        </CmsLink>
      )}
    </Badge>
  )
}

/** Partner statuses and certificates, each from its Credential document, with a link a visitor can check it by. */
export function BadgeSection({ section }: { section: SectionOf<'badgeSection'>; index?: number }) {
  const credentials = section.credentials ?? []
  return (
    <Section {...sectionFrame(section)}>
      <CardList $count={credentials.length} $max={4} $tabletMax={2}>
        {credentials.map((credential) => (
          <BadgeCard key={credential._id} credential={credential} section={section} />
        ))}
      </CardList>
    </Section>
  )
}

export default BadgeSection
