import styled from 'styled-components'
import { Icon } from '#web/components/Icon.tsx'

const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  svg {
    color: ${({ theme }) => theme.colors.borderStrong};
  }
  svg[data-filled] {
    color: ${({ theme }) => theme.colors.amber};
    fill: currentColor;
  }
`

/** The words a section gives its ratings when it has none (content written before the field existed). */
const FALLBACK_LABEL = 'Rated {rating} out of {max}'

/**
 * A star rating read by screen readers as one image, in the section's words ("Rated 4 out of 5", "Mit 4 von 5
 * Sternen bewertet"). The rating is clamped to 0..max and rounded, so bad data never renders a broken row.
 */
export function Stars({
  rating,
  label,
  max = 5,
  size = 18,
}: {
  rating: number | null | undefined
  /** The section's words for it, with `{rating}` and `{max}` to fill in. */
  label?: string | null
  max?: number
  size?: number
}) {
  const value = Math.max(0, Math.min(max, Math.round(rating ?? 0)))
  const words = (label?.trim() || FALLBACK_LABEL)
    .replaceAll('{rating}', String(value))
    .replaceAll('{max}', String(max))
  return (
    <Row role="img" aria-label={words}>
      {Array.from({ length: max }, (_, index) => (
        <Icon
          name="star"
          key={index}
          size={size}
          aria-hidden="true"
          data-filled={index < value ? '' : undefined}
        />
      ))}
    </Row>
  )
}
