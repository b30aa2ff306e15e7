import { preloadable, type Preloadable } from '#web/hydration/preloadable.tsx'

/**
 * The route table: each type of the route registry under its prefix in each language (shared/routes.ts, `/blog/:slug`,
 * `/de/blog/:slug`), rendered by
 * the page component it names. Written out rather than read from the registry: reading it here put the whole
 * registry (its GROQ, its Studio settings) into every page's first JavaScript, over the 110 KB budget.
 * tests/codebase/routes.test.ts fails when these lines and the registry differ. Pages and service pages are CMS
 * documents addressed by their `path` field, so every other path is looked up in the content lake (then the CMS
 * redirects, then the 404 page).
 */
const blogPostPage = preloadable('src/pages/BlogPostPage.tsx', () => import('../pages/BlogPostPage.tsx'))
const caseStudyPage = preloadable('src/pages/CaseStudyPage.tsx', () => import('../pages/CaseStudyPage.tsx'))

export const routes: { path: string; component: Preloadable<object> }[] = [
  { path: '/blog/:slug', component: blogPostPage },
  { path: '/de/blog/:slug', component: blogPostPage },
  { path: '/case-studies/:slug', component: caseStudyPage },
  { path: '/de/referenzen/:slug', component: caseStudyPage },
  { path: '*', component: preloadable('src/pages/CmsPage.tsx', () => import('../pages/CmsPage.tsx')) },
]
