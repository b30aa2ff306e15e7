import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { ClientPerspective } from '@sanity/client'
import { useQueryClient } from '@tanstack/react-query'
import { enableVisualEditing } from '@sanity/visual-editing/enable-visual-editing'
import type { HistoryAdapterNavigate } from '@sanity/visual-editing'
import { PERSPECTIVE_PARAM } from '#web/data/preview-link.ts'

/** The page's address as the Studio shows it: without the site's own `?preview=` switch or a start perspective. */
function studioFacingUrl(location: { pathname: string; search: string; hash: string }): string {
  const search = new URLSearchParams(location.search)
  search.delete('preview')
  search.delete(PERSPECTIVE_PARAM)
  const query = search.toString()
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`
}

/**
 * Visual editing: overlays on every stega-encoded text (a click opens its field in the Studio), and, inside the
 * Presentation tool, navigation both ways (the Studio's address bar follows the page and can steer it) and the
 * Studio's perspective. Data stays TanStack Query's: a manual refresh refetches every query, and mutations need no
 * refresh because live events already bring them (live-updates.ts).
 */
export function useVisualEditing(onPerspectiveChange: (perspective: ClientPerspective) => void) {
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const [tellStudio, setTellStudio] = useState<HistoryAdapterNavigate>()
  const latest = useRef({ navigate, onPerspectiveChange })
  useEffect(() => {
    latest.current = { navigate, onPerspectiveChange }
  })

  useEffect(
    () =>
      enableVisualEditing({
        zIndex: 1000,
        history: {
          subscribe: (studioNavigate) => {
            setTellStudio(() => studioNavigate)
            return () => setTellStudio(undefined)
          },
          update: (update) => {
            if (update.type === 'pop') void latest.current.navigate(-1)
            else {
              const url = new URL(update.url, window.location.origin)
              void latest.current.navigate(`${url.pathname}${url.search}${url.hash}`, {
                replace: update.type === 'replace',
              })
            }
          },
        },
        refresh: (payload) =>
          payload.source === 'manual' ? queryClient.invalidateQueries({ queryKey: ['sanity'] }) : false,
        onPerspectiveChange: (perspective) => latest.current.onPerspectiveChange(perspective),
      }),
    [queryClient],
  )

  useEffect(() => {
    tellStudio?.({ type: 'push', url: studioFacingUrl(location) })
  }, [tellStudio, location])
}
