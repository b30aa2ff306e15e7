// Everything a page in preview adds, loaded only in preview mode (app/start.tsx): live drafts, visual editing, the
// banner, and a <head> without stega characters.
import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { stegaClean } from '@sanity/client/stega'
import { useSanityClientLoader } from '#web/data/SanityProvider.tsx'
import { setHeadCleaner } from '#web/head/Head.tsx'
import { followLiveUpdates } from './live-updates.ts'
import { sitePerspective } from './preview-client.ts'
import { useVisualEditing } from './use-visual-editing.ts'
import { PreviewBanner } from './PreviewBanner.tsx'

// Titles, meta tags and JSON-LD are read by machines: their text is cleaned.
setHeadCleaner(stegaClean)

export default function PreviewTools() {
  const loadClient = useSanityClientLoader()
  const queryClient = useQueryClient()
  const [perspective, setPerspective] = useState<'drafts' | 'published'>('drafts')

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

  useVisualEditing((studioPerspective) => {
    const next = sitePerspective(studioPerspective)
    if (next === perspective) return
    setPerspective(next)
    void loadClient().then((client) => {
      client.config({ perspective: next })
      void queryClient.invalidateQueries({ queryKey: ['sanity'] })
    })
  })

  return <PreviewBanner perspective={perspective} />
}
