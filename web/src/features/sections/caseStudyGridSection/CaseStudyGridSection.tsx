import { slugPath } from '#shared/routes.ts'
import styled from 'styled-components'
import { Link } from 'react-router-dom'
import { Icon } from '#web/components/Icon.tsx'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { SanityImage } from '#web/components/SanityImage.tsx'
import { buttonStyles, type ButtonStyleProps } from '#web/components/Button.tsx'
import type { SectionOf } from '../types.ts'
import { CardList, MediaCard } from '../shared/CardList.tsx'
import { KeepTogether } from '#web/components/KeepTogether.tsx'
import { Pagination } from '#web/components/Pagination.tsx'
import { useCaseStudyListing } from './case-study-listing.ts'

const Card = styled(MediaCard)`
  .body {
    padding: ${({ theme }) => theme.space[6]};
  }
  .industry {
    align-self: flex-start;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceBrand};
    padding: 0.2rem 0.6rem;
    border-radius: ${({ theme }) => theme.radii.full};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  .company {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    margin: 0;
  }
  .results {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .results li,
  .timeline {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
  }
  .results svg {
    color: ${({ theme }) => theme.colors.success};
    flex: none;
  }
  .timeline {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin: 0;
  }
  .action {
    padding-top: ${({ theme }) => theme.space[2]};
  }
`
const ReadLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`

/**
 * The case study cards, each with a detail page linking to it: the chosen ones, or with none chosen a page of every case
 * study (queried by the page, see case-study-listing.ts) and the links to the other pages.
 */
export function CaseStudyGridSection({ section }: { section: SectionOf<'caseStudyGridSection'> }) {
  const listing = useCaseStudyListing()
  const chosen = section.caseStudies ?? []
  const studies = chosen.length > 0 ? chosen : (listing?.caseStudies ?? [])
  return (
    <Section {...sectionFrame(section)}>
      <CardList $count={studies.length} $max={2}>
        {studies.map((study) => (
          <Card key={study._id}>
            {study.image && (
              <SanityImage
                image={study.image}
                width={600}
                aspectRatio={16 / 9}
                sizes="(min-width: 768px) 50vw, 100vw"
              />
            )}
            <div className="body">
              <span className="industry">{study.industry}</span>
              <h3>
                <KeepTogether text={study.title} />
              </h3>
              <p className="company">{study.company}</p>
              <p className="excerpt">{study.excerpt}</p>
              <ul className="results">
                {[study.results?.efficiency, study.results?.cost, study.results?.time]
                  .filter(Boolean)
                  .map((result) => (
                    <li key={result}>
                      <Icon name="trending-up" size={16} aria-hidden="true" />
                      {result}
                    </li>
                  ))}
              </ul>
              {study.timeline && (
                <p className="timeline">
                  <Icon name="clock" size={16} aria-hidden="true" />
                  {study.timeline}
                </p>
              )}
              {/* A study without "Detail" has no page (its address answers "Case Study Not Found"): no link to it. */}
              {study.hasDetail && (
                <div className="action">
                  <ReadLink
                    to={slugPath('caseStudy', study.slug, study.language)}
                    $variant="corporate"
                    $size="sm"
                  >
                    {section.linkLabel}
                    <span className="visually-hidden">: {study.title}</span>
                  </ReadLink>
                </div>
              )}
            </div>
          </Card>
        ))}
      </CardList>
      {chosen.length === 0 && listing && (
        <Pagination
          basePath={listing.basePath}
          pageNumber={listing.pageNumber}
          pageCount={listing.pageCount}
          labels={{
            label: section.paginationLabel ?? '',
            previous: section.previousLabel ?? '',
            next: section.nextLabel ?? '',
            page: section.pageLabel ?? '',
          }}
        />
      )}
    </Section>
  )
}

export default CaseStudyGridSection
