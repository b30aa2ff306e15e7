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

/**
 * A star rating read by screen readers as one image, "Rated 4 out of 5". The rating is clamped to 0..max and
 * rounded, so bad data never renders a broken row.
 */
export function Stars({
  rating,
  max = 5,
  size = 18,
}: {
  rating: number | null | undefined
  max?: number
  size?: number
}) {
  const value = Math.max(0, Math.min(max, Math.round(rating ?? 0)))
  return (
    <Row role="img" aria-label={`Rated ${value} out of ${max}`}>
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
