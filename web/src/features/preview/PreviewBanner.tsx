import { useLocation } from 'react-router-dom'
import styled from 'styled-components'

const Bar = styled.aside`
  position: fixed;
  left: ${({ theme }) => theme.space[3]};
  bottom: ${({ theme }) => theme.space[3]};
  z-index: 900;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.amber};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadows.md};
  a {
    color: inherit;
    font-weight: 500;
  }
`

/**
 * Says the page shows unpublished content, with the way out. Inside the Studio's frame the way out opens the
 * published page in a tab of its own (leaving preview in the frame would leave the Studio with nothing to show).
 */
export function PreviewBanner({ perspective }: { perspective: 'drafts' | 'published' }) {
  const { pathname } = useLocation()
  const framed = window.top !== window.self
  const leave = `/api/preview-mode/disable?redirect=${encodeURIComponent(pathname)}`
  return (
    <Bar aria-label="Preview">
      <span>Preview: {perspective}</span>
      <a href={leave} {...(framed ? { target: '_blank', rel: 'noopener' } : {})}>
        {framed ? 'Open the published page' : 'Leave preview'}
      </a>
    </Bar>
  )
}
