import styled, { css } from 'styled-components'
import { Icon } from '#web/components/Icon.tsx'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { SanityImage } from '#web/components/SanityImage.tsx'
import { colorSchemes } from '#web/styles/theme.ts'
import { CardList } from '../shared/CardList.tsx'
import { LinkRow } from '../shared/LinkRow.tsx'
import { Stars } from '../shared/Stars.tsx'
import type { SectionOf } from '../types.ts'

type Testimonial = NonNullable<SectionOf<'testimonialSection'>['testimonials']>[number]

const Card = styled.li<{ $featured: boolean }>`
  display: flex;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  ${({ $featured, theme }) =>
    $featured &&
    css`
      position: relative;
      overflow: hidden;
      box-shadow: ${theme.shadows.md};
      &::before {
        content: '';
        position: absolute;
        inset: 0 0 auto;
        height: 4px;
        background: ${theme.colors.primary};
      }
    `}
`
const Figure = styled.figure<{ $featured: boolean }>`
  margin: 0;
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme, $featured }) => ($featured ? theme.space[8] : theme.space[6])};
  }
  .top {
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  .quote-mark {
    color: ${({ theme }) => theme.colors.surfaceBrand};
    fill: ${({ theme }) => theme.colors.surfaceBrand};
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 1.5;
  }
  blockquote {
    margin: 0;
    font-size: ${({ theme, $featured }) => ($featured ? theme.fontSizes.lg : theme.fontSizes.md)};
    line-height: 1.7;
  }
  blockquote p {
    margin: 0;
  }
  .results svg {
    flex: none;
    margin-top: 0.2rem;
  }
  .results {
    margin: 0;
    display: inline-flex;
    align-self: flex-start;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.palette.emerald.bg};
    color: ${({ theme }) => theme.palette.emerald.fg};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  figcaption {
    margin-top: auto;
    padding-top: ${({ theme }) => theme.space[4]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }
  .avatar {
    flex: none;
    width: 3rem;
    height: 3rem;
    border-radius: ${({ theme }) => theme.radii.full};
    overflow: hidden;
    display: inline-grid;
    place-items: center;
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textOnDark};
    font-weight: 700;
  }
  .avatar img {
    width: 100%;
    height: 100%;
  }
  /* On a white tile, as in the client-logo strip: logos are drawn for a light background, and in the dark scheme
     their dark wordmarks vanished into the card. */
  .company-logo {
    flex: none;
    box-sizing: content-box;
    width: 6.75rem;
    height: auto;
    margin-block: -0.5rem;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${colorSchemes.light.surface};
  }
  .name {
    display: block;
    font-weight: 700;
  }
  .role {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .tags {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }
  .tags li {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    padding: 0.2rem 0.6rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surfaceBrand};
    color: ${({ theme }) => theme.colors.primary};
  }
`

/** Initials for the avatar when a testimonial has no photo: first letters of the first and last word. */
function initials(name: string | null | undefined) {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (!words.length) return ''
  const first = words[0]!.charAt(0)
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : ''
  return (first + last).toUpperCase()
}

function TestimonialCard({
  testimonial,
  featured,
  ratingLabel,
}: {
  testimonial: Testimonial
  featured: boolean
  ratingLabel: string | null | undefined
}) {
  const photo = testimonial.image?.asset ? testimonial.image : null
  const tags = [testimonial.industry, testimonial.projectType].filter((tag): tag is string => Boolean(tag))
  return (
    <Card $featured={featured}>
      <Figure $featured={featured}>
        <div className="top">
          <Stars rating={testimonial.rating} label={ratingLabel} />
          {/* The company's logo where it has one (decorative: the caption names the company), else a quote mark. */}
          {testimonial.companyLogo?.asset ? (
            <SanityImage
              className="company-logo"
              image={{ ...testimonial.companyLogo, alt: '' }}
              width={108}
              sizes="108px"
            />
          ) : (
            <Icon name="quote" className="quote-mark" size={featured ? 36 : 28} aria-hidden="true" />
          )}
        </div>
        <blockquote>
          <p>{testimonial.content}</p>
        </blockquote>
        {testimonial.results && (
          <p className="results">
            <Icon name="trending-up" size={16} aria-hidden="true" />
            {testimonial.results}
          </p>
        )}
        {tags.length > 0 && (
          <ul className="tags">
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <figcaption>
          <span className="avatar" aria-hidden="true">
            {photo ? (
              <SanityImage image={{ ...photo, alt: '' }} width={48} aspectRatio={1} sizes="48px" />
            ) : (
              initials(testimonial.name)
            )}
          </span>
          <span>
            <span className="name">{testimonial.name}</span>
            <span className="role">{[testimonial.role, testimonial.company].filter(Boolean).join(', ')}</span>
          </span>
        </figcaption>
      </Figure>
    </Card>
  )
}

/** Client testimonials with their star ratings; the `featured` layout shows larger cards. */
export function TestimonialSection({
  section,
}: {
  section: SectionOf<'testimonialSection'>
  index?: number
}) {
  const featured = section.layout === 'featured'
  const testimonials = section.testimonials ?? []
  return (
    <Section {...sectionFrame(section)}>
      {/*
        Quotes are long: two a row on tablets, where three would be a word or two a line; an odd number one a row
        there, since a third quote alone across the row read as an afterthought.
      */}
      <CardList $count={testimonials.length} $max={3} $tabletMax={testimonials.length % 2 === 1 ? 1 : 2}>
        {testimonials.map((testimonial) => (
          <TestimonialCard
            key={testimonial._id}
            testimonial={testimonial}
            featured={featured}
            ratingLabel={section.ratingLabel}
          />
        ))}
      </CardList>
      <LinkRow links={section.links} />
    </Section>
  )
}

export default TestimonialSection
