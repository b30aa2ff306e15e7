import { useEffect } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { isExternalHttpsUrl, isSitePath } from '../../../schemas/lib/redirect-target.ts'
import { pageByPathQuery } from '../queries/page.ts'
import { redirectsQuery } from '../queries/settings.ts'
import { useSanityQuery } from '../lib/query.ts'
import { useSiteSettings } from '../lib/settings.ts'
import { buildHead } from '../lib/seo.ts'
import { Head } from '../lib/head/HeadProvider.tsx'
import { SectionRenderer } from '../features/sections/SectionRenderer.tsx'
import { NotFound } from './NotFound.tsx'

/** Any page or service page of the CMS, addressed by its path; otherwise a CMS redirect; otherwise the 404 page. */
export default function CmsPage() {
  const { pathname } = useLocation()
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const page = useSanityQuery(pageByPathQuery, { path })
  const redirects = useSanityQuery(redirectsQuery)
  const settings = useSiteSettings()

  const redirectTo = page ? null : redirects.find((candidate) => candidate.from === path)?.to
  const external = redirectTo && isExternalHttpsUrl(redirectTo) ? redirectTo : null
  useEffect(() => {
    if (external) window.location.replace(external)
  }, [external])

  if (!page) {
    // Replacing the history entry, as the spec asks for /functional-testing. A target that is neither a site path
    // nor an https address (`//host`, `/\host`) is never followed: the 404 page shows instead.
    if (redirectTo && isSitePath(redirectTo)) return <Navigate to={redirectTo} replace />
    if (external) return null
    return <NotFound />
  }
  return (
    <>
      <Head
        head={buildHead(
          {
            seo: page.seo,
            title: page.title,
            description: page.summary,
            path: page.path ?? path,
            ogType: 'website',
          },
          settings,
        )}
      />
      <SectionRenderer sections={page.sections ?? []} />
    </>
  )
}
