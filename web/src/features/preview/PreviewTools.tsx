// Everything a page in preview adds, loaded only in preview mode (app/start.tsx): live drafts, visual editing, the
// banner, and a <head> without stega characters.
import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { stegaClean } from '@sanity/client/stega'
import { useSanityClientLoader } from '#web/data/SanityProvider.tsx'
import {
  keepPreviewPerspective,
  perspectiveKey,
  previewedRelease,
  previewStartPerspective,
  sitePerspective,
  type SitePerspective,
} from '#web/data/preview.ts'
import { setHeadCleaner } from '#web/head/Head.tsx'
import { followLiveUpdates } from './live-updates.ts'
import { releaseTitle } from './preview-client.ts'
import { useVisualEditing } from './use-visual-editing.ts'
import { PreviewBanner, type PreviewedRelease } from './PreviewBanner.tsx'

// Titles, meta tags and JSON-LD are read by machines: their text is cleaned.
setHeadCleaner(stegaClean)

export default function PreviewTools() {
  const loadClient = useSanityClientLoader()
  const queryClient = useQueryClient()
  const [perspective, setPerspective] = useState<SitePerspective>(previewStartPerspective)
  const [release, setRelease] = useState<PreviewedRelease | null>(null)
  const releaseId = previewedRelease(perspective)

  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void loadClient().then((client) => {
      if (!cancelled) stop = followLiveUpdates(client, queryClient)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [loadClient, queryClient])

  // The banner names the release by its title; until it is read (or if the release is gone), by its id.
  useEffect(() => {
    if (!releaseId) return
    let cancelled = false
    void loadClient()
      .then((client) => releaseTitle(client, releaseId))
      .catch(() => null)
      .then((title) => {
        if (!cancelled) setRelease({ id: releaseId, title })
      })
    return () => {
      cancelled = true
    }
  }, [loadClient, releaseId])

  useVisualEditing((studioPerspective) => {
    const next = sitePerspective(studioPerspective)
    if (perspectiveKey(next) === perspectiveKey(perspective)) return
    setPerspective(next)
    keepPreviewPerspective(next)
    void loadClient().then((client) => {
      client.config({ perspective: next })
      void queryClient.invalidateQueries({ queryKey: ['sanity'] })
    })
  })

  return (
    <PreviewBanner perspective={perspective} release={release && release.id === releaseId ? release : null} />
  )
}
