import { matchPath } from 'react-router-dom'
import { preloadable, type Preloadable } from '../lib/preloadable.tsx'

/**
 * The route table. Pages and service pages are CMS documents addressed by their `path` field, so every other path
 * is looked up in the content lake (then the CMS redirects, then the 404 page). `module` names the route's source
 * file: the build preloads its chunk (a Vite manifest key).
 */
export const routes: { path: string; component: Preloadable<object>; module: string }[] = [
  {
    path: '/case-studies/:id',
    component: preloadable(() => import('../pages/CaseStudyPage.tsx')),
    module: 'src/pages/CaseStudyPage.tsx',
  },
  {
    path: '/blog/:slug',
    component: preloadable(() => import('../pages/BlogPostPage.tsx')),
    module: 'src/pages/BlogPostPage.tsx',
  },
  { path: '*', component: preloadable(() => import('../pages/CmsPage.tsx')), module: 'src/pages/CmsPage.tsx' },
]

/** The route matching a path (the catch-all when nothing else does). */
export function routeFor(pathname: string) {
  return routes.find(({ path }) => matchPath(path, pathname)) ?? routes[routes.length - 1]!
}
