import { preloadable, type Preloadable } from '#web/hydration/preloadable.tsx'

/**
 * The route table. Pages and service pages are CMS documents addressed by their `path` field, so every other path
 * is looked up in the content lake (then the CMS redirects, then the 404 page).
 */
export const routes: { path: string; component: Preloadable<object> }[] = [
  {
    path: '/case-studies/:id',
    component: preloadable('src/pages/CaseStudyPage.tsx', () => import('../pages/CaseStudyPage.tsx')),
  },
  {
    path: '/blog/:slug',
    component: preloadable('src/pages/BlogPostPage.tsx', () => import('../pages/BlogPostPage.tsx')),
  },
  { path: '*', component: preloadable('src/pages/CmsPage.tsx', () => import('../pages/CmsPage.tsx')) },
]
