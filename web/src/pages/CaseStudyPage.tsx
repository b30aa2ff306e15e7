import { prefixOf, slugPath } from '#shared/routes.ts'
import { useLanguage } from '../data/language.ts'
import { Link, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { Icon } from '../components/Icon.tsx'
import { caseStudyBySlugQuery } from '../queries/case-study.ts'
import { useSanityQuery } from '#web/data/query.ts'
import type { CaseStudyBySlugQueryResult } from '#shared/sanity.types.ts'
import { useSiteSettings } from '#web/data/settings.ts'
import { buildHead } from '#web/head/seo.ts'
import { absoluteUrl, urlFor } from '#web/data/image.ts'
import { Head } from '#web/head/Head.tsx'
import { Container } from '../components/Container.tsx'
import { SanityImage } from '../components/SanityImage.tsx'
import { buttonStyles, type ButtonStyleProps } from '../components/Button.tsx'
import { NotFoundView } from './NotFound.tsx'
import { onDarkFocus } from '../styles/theme.ts'
import { countedColumns } from '../features/sections/shared/grid.ts'

const Hero = styled.header`
  padding-block: ${({ theme }) => theme.space[16]};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.brandDark},
    ${({ theme }) => theme.colors.brand}
  );
  color: ${({ theme }) => theme.colors.textOnDark};
  ${onDarkFocus}
  h1 {
    font-size: clamp(2rem, 4vw + 0.5rem, 3rem);
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  .company {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
  }
  .grid {
    display: grid;
    gap: ${({ theme }) => theme.space[8]};
    align-items: center;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    .grid {
      grid-template-columns: 1.2fr 1fr;
    }
  }
  img {
    border-radius: ${({ theme }) => theme.radii.xl};
  }
`
const Facts = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  li {
    display: inline-flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.full};
    background: rgba(255, 255, 255, 0.12);
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
const Body = styled.div`
  padding-block: ${({ theme }) => theme.space[16]};
  display: grid;
  gap: ${({ theme }) => theme.space[12]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    max-width: 48rem;
  }
`
const Checks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
    margin-top: 0.2rem;
  }
  /* A pain point is not an achievement: a warning mark, not a success tick. */
  &.pains svg {
    color: ${({ theme }) => theme.colors.warning};
  }
`
// Phases and result figures by the site's one column rule (countedColumns, never a lone last card): "as many 14rem
// columns as fit" left the four phases at 768 px as three and one alone.
const Phases = styled.ol<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ $count }) => countedColumns($count, { md: 2, lg: 4 })}
  > li {
    padding: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-top: 4px solid ${({ theme }) => theme.colors.primary};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  .duration {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    margin: ${({ theme }) => theme.space[3]} 0 0;
    padding-left: ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.textMuted};
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
`
const Metrics = styled.dl<{ $count: number }>`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ $count }) => countedColumns($count, { lg: 4 })}
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceBrand};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: 800;
    color: ${({ theme }) => theme.colors.heading};
  }
  dt {
    font-weight: 700;
  }
  .note {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
const Quote = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-style: italic;
  }
  figcaption {
    font-weight: 700;
  }
`
const BackLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  justify-self: start;
`
/** A case-study card without detail, or an unknown id: the site's not-found page with a way back to the list. */
function CaseStudyNotFound() {
  const texts = useSiteSettings().caseStudyNotFound
  const language = useLanguage()
  return (
    <NotFoundView
      heading={texts?.heading}
      text={texts?.text}
      link={{ to: prefixOf('caseStudy', language) ?? '/', label: texts?.linkLabel }}
    />
  )
}

/** /case-studies/:slug (/de/referenzen/:slug) — the detail of a case study; a card without detail (or an unknown id) is not found. */
export default function CaseStudyPage() {
  const { slug: id = '' } = useParams()
  const language = useLanguage()
  const path = slugPath('caseStudy', id, language)
  const study = useSanityQuery<CaseStudyBySlugQueryResult>(caseStudyBySlugQuery, { slug: id })
  const settings = useSiteSettings()
  if (!study?.detail) return <CaseStudyNotFound />
  const { detail } = study
  const siteUrl = settings.siteUrl ?? 'http://localhost'
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.title,
    description: study.excerpt,
    about: study.industry,
    dateModified: study._updatedAt,
    image: study.image?.asset ? absoluteUrl(urlFor(study.image).width(1200).url(), siteUrl) : undefined,
    author: { '@type': 'Organization', name: settings.companyName },
    publisher: { '@type': 'Organization', name: settings.companyName, url: siteUrl },
    mainEntityOfPage: absoluteUrl(path, siteUrl),
  }
  return (
    <article>
      <Head
        head={buildHead(
          {
            seo: study.seo,
            title: study.title,
            description: study.excerpt,
            path,
            translations: study.translations,
            ogType: 'article',
            jsonLd: [jsonLd],
          },
          settings,
        )}
      />
      <Hero>
        <Container>
          <div className="grid">
            <div>
              <h1>{study.title}</h1>
              <p className="company">{study.company}</p>
              <Facts>
                <li>
                  <Icon name="building" size={16} aria-hidden="true" /> {study.industry}
                </li>
                <li>
                  <Icon name="map-pin" size={16} aria-hidden="true" /> {detail.location}
                </li>
                <li>
                  <Icon name="clock" size={16} aria-hidden="true" /> {detail.projectDuration}
                </li>
                <li>
                  <Icon name="users" size={16} aria-hidden="true" /> {detail.teamSize}
                </li>
                <li>
                  <Icon name="trending-up" size={16} aria-hidden="true" /> ROI {detail.roi}
                </li>
              </Facts>
            </div>
            {study.image && (
              <SanityImage
                image={study.image}
                width={560}
                aspectRatio={16 / 9}
                sizes="(min-width: 1024px) 40vw, 100vw"
                priority
              />
            )}
          </div>
        </Container>
      </Hero>
      <Container>
        <Body>
          {detail.challenge && (
            <section aria-labelledby="challenge">
              <h2 id="challenge">{detail.challenge.title}</h2>
              <p>{detail.challenge.description}</p>
              <Checks className="pains">
                {(detail.challenge.painPoints ?? []).map((point) => (
                  <li key={point}>
                    <Icon name="circle-alert" size={20} aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </Checks>
            </section>
          )}
          {detail.solution && (
            <section aria-labelledby="solution">
              <h2 id="solution">{detail.solution.title}</h2>
              <p>{detail.solution.description}</p>
              <Checks>
                {(detail.solution.approaches ?? []).map((approach) => (
                  <li key={approach}>
                    <Icon name="circle-check" size={20} aria-hidden="true" />
                    {approach}
                  </li>
                ))}
              </Checks>
            </section>
          )}
          {detail.implementation && (
            <section aria-labelledby="implementation">
              <h2 id="implementation">{detail.implementation.title}</h2>
              <Phases $count={detail.implementation.phases?.length ?? 0}>
                {(detail.implementation.phases ?? []).map((phase) => (
                  <li key={phase._key}>
                    <h3>{phase.phase}</h3>
                    <span className="duration">{phase.duration}</span>
                    <ul>
                      {(phase.activities ?? []).map((activity) => (
                        <li key={activity}>{activity}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </Phases>
            </section>
          )}
          {detail.results && (
            <section aria-labelledby="results">
              <h2 id="results">{detail.results.title}</h2>
              {detail.results.description && <p>{detail.results.description}</p>}
              <Metrics $count={detail.results.metrics?.length ?? 0}>
                {(detail.results.metrics ?? []).map((metric) => (
                  <div key={metric._key}>
                    <dt>
                      {metric.metric}
                      {metric.description && <span className="note"> · {metric.description}</span>}
                    </dt>
                    <dd>{metric.improvement}</dd>
                  </div>
                ))}
              </Metrics>
            </section>
          )}
          {detail.testimonial && (
            <Quote>
              <blockquote>
                <p>{detail.testimonial.quote}</p>
              </blockquote>
              <figcaption>
                {[detail.testimonial.author, detail.testimonial.position, detail.testimonial.company]
                  .filter(Boolean)
                  .join(', ')}
              </figcaption>
            </Quote>
          )}
          <BackLink to={prefixOf('caseStudy', language) ?? '/'} $variant="outline">
            {settings.caseStudyNotFound?.linkLabel}
          </BackLink>
        </Body>
      </Container>
    </article>
  )
}
