import { useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { previewedRelease, type SitePerspective } from '#web/data/preview.ts'

const Bar = styled.aside`
  position: fixed;
  left: ${({ theme }) => theme.space[3]};
  bottom: ${({ theme }) => theme.space[3]};
  z-index: 900;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space[3]});
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
    white-space: nowrap;
  }
`

const What = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

/** A release being previewed: its id, and its title once read (null until then, or when it is gone). */
export interface PreviewedRelease {
  id: string
  title: string | null
}

/** What the banner says is shown: published, drafts, or the release by its title (its id while unknown). */
export function previewLabel(perspective: SitePerspective, release: PreviewedRelease | null): string {
  const releaseId = previewedRelease(perspective)
  if (!releaseId) return `Preview: ${perspective as string}`
  const title = release?.id === releaseId ? release.title : null
  return title ? `Preview: release “${title}”` : `Preview: release ${releaseId}`
}

/**
 * Says the page shows unpublished content, with the way out. Inside the Studio's frame the way out opens the
 * published page in a tab of its own (leaving preview in the frame would leave the Studio with nothing to show).
 */
export function PreviewBanner({
  perspective,
  release = null,
}: {
  perspective: SitePerspective
  release?: PreviewedRelease | null
}) {
  const { pathname } = useLocation()
  const framed = window.top !== window.self
  const leave = `/api/preview-mode/disable?redirect=${encodeURIComponent(pathname)}`
  const label = previewLabel(perspective, release)
  return (
    <Bar aria-label="Preview">
      <What title={label}>{label}</What>
      <a href={leave} {...(framed ? { target: '_blank', rel: 'noopener' } : {})}>
        {framed ? 'Open the published page' : 'Leave preview'}
      </a>
    </Bar>
  )
}
