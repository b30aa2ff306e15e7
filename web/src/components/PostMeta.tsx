import styled from 'styled-components'
import { Icon } from './Icon.tsx'
import { formatDate } from '#web/format/date.ts'

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
  span {
    display: inline-flex;
    gap: ${({ theme }) => theme.space[1]};
    align-items: center;
  }
`

/**
 * An article's meta line, the same on its card and its page: author (the page names one), publication date and
 * reading time, each after its icon.
 */
export function PostMeta({
  author,
  publishedAt,
  readTimeMinutes,
  readTimeLabel,
  className,
}: {
  author?: string | null
  publishedAt: string | null
  readTimeMinutes: number | null
  readTimeLabel: string | null
  className?: string
}) {
  return (
    <Meta className={className}>
      {author && (
        <span>
          <Icon name="user" size={14} aria-hidden="true" />
          {author}
        </span>
      )}
      {publishedAt && (
        <span>
          <Icon name="calendar" size={14} aria-hidden="true" />
          <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
        </span>
      )}
      <span>
        <Icon name="clock" size={14} aria-hidden="true" />
        {readTimeMinutes} {readTimeLabel}
      </span>
    </Meta>
  )
}

/**
 * An article's category as a badge, on its card (over the picture, a link to the category's page) and above its
 * page's title.
 */
export const PostCategory = styled.span`
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  padding: 0.25rem 0.65rem;
  border-radius: ${({ theme }) => theme.radii.full};
  &:is(a) {
    text-decoration: none;
  }
  &:is(a):hover {
    text-decoration: underline;
  }
`
