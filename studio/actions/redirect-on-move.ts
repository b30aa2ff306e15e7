// Publishing a page, service, article or case study at a new address keeps its old address working: the publish
// button first asks, then commits a permanent redirect from the old address to the document
// (schemas/lib/move-redirects.ts), then publishes. The redirect comes first so no moment exists where the old address
// answers 404; if the publish then fails, the page still lives at the old address and wins over the redirect
// (schemas/lib/redirect-target.ts). A page moved in a release gets its redirect when the release publishes.
import { useState } from 'react'
import { useToast } from '@sanity/ui/toast'
import { useClient, type DocumentActionComponent, type DocumentActionProps } from 'sanity'
import { routePathOf, type RoutableFields } from '../../schemas/lib/document-path.ts'
import { movedPageRedirectsQuery } from '../../schemas/lib/queries.ts'
import type { MovedPageRedirectsQueryResult } from '../../shared/sanity.types.ts'
import { moveRedirectMutations } from '../../schemas/lib/move-redirects.ts'

const API = { apiVersion: '2025-02-19' }

/** Wraps the Studio's own publish action; every other case is left to it unchanged. */
export function withRedirectOnMove(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishWithRedirect: DocumentActionComponent = (props: DocumentActionProps) => {
    const original = publish(props)
    const client = useClient(API).withConfig({ perspective: 'raw' })
    const toast = useToast()
    const [confirming, setConfirming] = useState(false)
    const [busy, setBusy] = useState(false)
    const from = routePathOf(props.published as RoutableFields | null)
    const to = routePathOf(props.draft as RoutableFields | null)
    if (!original || !from || !to || from === to) return original

    const moveAndPublish = async () => {
      setBusy(true)
      try {
        const existing = await client.fetch<MovedPageRedirectsQueryResult>(movedPageRedirectsQuery, {
          old: from,
          new: to,
        })
        await client.mutate(moveRedirectMutations({ id: props.id, from, to, existing }), {
          visibility: 'sync',
        })
      } catch (error) {
        toast.push({
          status: 'error',
          title: 'Not published: the redirect from the old address could not be saved',
          description: (error as Error).message,
        })
        return
      } finally {
        setBusy(false)
        setConfirming(false)
      }
      original.onHandle?.()
    }

    return {
      ...original,
      disabled: original.disabled || busy,
      onHandle: () => setConfirming(true),
      dialog: confirming
        ? {
            type: 'confirm',
            tone: 'primary',
            message: `Publishing moves this page from ${from} to ${to}. Visitors and search engines that use ${from} will be sent to ${to} by a permanent redirect (listed under Redirects, where you can remove it).`,
            confirmButtonText: 'Publish and redirect',
            cancelButtonText: 'Cancel',
            onConfirm: () => void moveAndPublish(),
            onCancel: () => setConfirming(false),
          }
        : original.dialog,
    }
  }
  PublishWithRedirect.action = publish.action
  PublishWithRedirect.displayName = 'PublishWithRedirect'
  return PublishWithRedirect
}
