// "Open on site": opens the page of the site a document belongs to. With unpublished changes it opens a draft
// preview: the site (web/src/data/preview.ts) reads `?preview=drafts` and a short-lived read-only preview token from
// the link's fragment, so the page shows the draft without signing in. A document of a release opens the page as
// that release will publish it.
import { useEffect, useState } from 'react'
import { LaunchIcon } from '@sanity/icons/Launch'
import { useClient, type DocumentActionComponent, type DocumentActionProps } from 'sanity'
import { siteLink, sitePathOf, type SiteDocument } from '../site-paths.ts'
import { siteUrl } from '../presentation/site-url.ts'
import { isHosted } from '../env.ts'

const API = { apiVersion: '2025-02-19' }

let previewToken: Promise<{ token: string; expiresAt: string } | null> | undefined

/** A read-only token that lets the site show drafts (embedded lake only; hosted Sanity has its own preview). */
async function draftPreviewToken(client: ReturnType<typeof useClient>): Promise<string | null> {
  if (isHosted) return null
  const cached = await previewToken
  if (!cached || Date.parse(cached.expiresAt) - Date.now() < 10 * 60 * 1000) {
    previewToken = client
      .request<{ token: string; expiresAt: string }>({ url: '/preview-tokens', method: 'POST' })
      .catch(() => null)
  }
  return (await previewToken)?.token ?? null
}

export const OpenOnSiteAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const client = useClient(API)
  const release = props.version ? props.release : undefined
  const doc = (props.version ?? props.draft ?? props.published) as SiteDocument | null
  const hasDraft = Boolean(props.version ?? props.draft)
  const [href, setHref] = useState<string | null | undefined>(undefined)
  // What the page's address depends on, so typing elsewhere in the document does not look the page up again.
  const target = doc
    ? JSON.stringify({ _id: doc._id, _type: doc._type, path: doc.path, from: doc.from, slug: doc.slug })
    : null

  useEffect(() => {
    let cancelled = false
    if (!target) return
    void (async () => {
      const path = await sitePathOf(client, JSON.parse(target) as SiteDocument).catch(() => null)
      const link = path
        ? siteLink(await siteUrl(client), path, hasDraft ? await draftPreviewToken(client) : false, release)
        : null
      if (!cancelled) setHref(link)
    })()
    return () => {
      cancelled = true
    }
  }, [client, target, hasDraft, release])

  if (!doc) return null
  return {
    label: hasDraft ? 'Preview on site' : 'Open on site',
    icon: LaunchIcon,
    title:
      href === null
        ? 'This document is not shown on any page of the site'
        : release
          ? 'Opens the page as this release will publish it'
          : hasDraft
            ? 'Opens the page with your unpublished changes'
            : 'Opens the published page',
    disabled: !href,
    onHandle: () => {
      if (href) window.open(href, '_blank', 'noopener')
    },
  }
}
OpenOnSiteAction.action = 'openOnSite' as never
OpenOnSiteAction.displayName = 'OpenOnSiteAction'
