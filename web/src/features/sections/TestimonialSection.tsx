import styled from 'styled-components'
import { Quote, Star } from 'lucide-react'
import { Section } from '../../components/Section.tsx'
import { CardList } from './shared/CardList.tsx'
import { LinkRow } from './shared/LinkRow.tsx'
import type { SectionOf } from './types.ts'

const Card = styled.li<{ $featured: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme, $featured }) => ($featured ? theme.space[8] : theme.space[6])};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme, $featured }) => ($featured ? theme.shadows.md : theme.shadows.sm)};
  color: ${({ theme }) => theme.colors.text};
  blockquote {
    margin: 0;
    font-size: ${({ theme, $featured }) => ($featured ? theme.fontSizes.lg : theme.fontSizes.md)};
  }
  .quote-mark {
    color: ${({ theme }) => theme.colors.primary};
    opacity: 0.4;
  }
  figcaption {
    margin-top: auto;
  }
  .name {
    font-weight: 700;
    display: block;
  }
  .role {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }
  .tag {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    padding: 0.2rem 0.6rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surfaceBrand};
    color: ${({ theme }) => theme.colors.primary};
  }
  .results {
    margin: 0;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.success};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  color: #b45309;
  svg {
    fill: currentColor;
  }
`

/** Client testimonials, each with its star rating ('featured' cards are larger). */
export function TestimonialSection({ section }: { section: SectionOf<'testimonialSection'> }) {
  const featured = section.layout === 'featured'
  return (
    <Section
      id={section.anchorId}
      tone={section.tone}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
    >
      <CardList $min={featured ? '18rem' : '16rem'}>
        {(section.testimonials ?? []).map((testimonial) => {
          const rating = Math.max(0, Math.min(5, testimonial.rating ?? 0))
          return (
            <Card key={testimonial._id} $featured={featured}>
              <figure style={{ margin: 0, display: 'contents' }}>
                <Stars role="img" aria-label={`Rated ${rating} out of 5`}>
                  {Array.from({ length: rating }, (_, index) => (
                    <Star key={index} size={18} aria-hidden="true" />
                  ))}
                </Stars>
                <Quote className="quote-mark" size={28} aria-hidden="true" />
                <blockquote>
                  <p>{testimonial.content}</p>
                </blockquote>
                {testimonial.results && <p className="results">{testimonial.results}</p>}
                <figcaption>
                  <span className="name">{testimonial.name}</span>
                  <span className="role">
                    {[testimonial.role, testimonial.company].filter(Boolean).join(', ')}
                  </span>
                </figcaption>
                {(testimonial.industry || testimonial.projectType) && (
                  <div className="meta">
                    {testimonial.industry && <span className="tag">{testimonial.industry}</span>}
                    {testimonial.projectType && <span className="tag">{testimonial.projectType}</span>}
                  </div>
                )}
              </figure>
            </Card>
          )
        })}
      </CardList>
      <LinkRow links={section.links} />
    </Section>
  )
}

export default TestimonialSection
