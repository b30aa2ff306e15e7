import { useSiteSettings } from '#web/data/settings.ts'
import { buildHead } from '#web/head/seo.ts'
import { Head } from '#web/head/Head.tsx'
import { SectionRenderer } from '../features/sections/SectionRenderer.tsx'
import { SendingPage } from '../features/contact/sending-page.ts'
import type { PageByPathQueryResult } from '#shared/sanity.types.ts'

export type Page = NonNullable<PageByPathQueryResult>

/**
 * A page of the CMS: its head and its sections; `pagination` for a page of a listing (ListingPage.tsx), with
 * `translations` for a following page (its own address in other languages, not the page's).
 */
export function PageView({
  page,
  path,
  pagination,
  translations,
}: {
  page: Page
  path: string
  pagination?: { title?: string; prevPath?: string; nextPath?: string }
  translations?: Page['translations']
}) {
  const settings = useSiteSettings()
  const following = pagination?.title !== undefined
  return (
    <>
      <Head
        head={buildHead(
          {
            // A following page is its own URL with its own title: the page's meta title and canonical are page 1's.
            seo: following ? { ...page.seo, metaTitle: null, canonicalPath: null } : page.seo,
            title: pagination?.title ?? page.title,
            description: page.summary,
            path: following ? path : (page.path ?? path),
            translations: following ? translations : page.translations,
            prevPath: pagination?.prevPath,
            nextPath: pagination?.nextPath,
            ogType: 'website',
          },
          settings,
        )}
      />
      {/* A contact form among the sections records the page it was sent from. */}
      <SendingPage.Provider value={{ path, title: page.title ?? undefined }}>
        <SectionRenderer sections={page.sections ?? []} />
      </SendingPage.Provider>
    </>
  )
}
