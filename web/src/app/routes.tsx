import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { matchPath } from 'react-router-dom'

type Loader = () => Promise<{ default: ComponentType }>
export type PreloadableComponent = LazyExoticComponent<ComponentType> & { preload: Loader }

/** A route component split into its own chunk, whose chunk can be loaded before hydration. */
function lazyRoute(load: Loader): PreloadableComponent {
  const component = lazy(load) as PreloadableComponent
  component.preload = load
  return component
}

/**
 * The route table. `module` names the route's source file so the build can preload its chunk (Vite manifest key). Pages and service pages are CMS documents addressed by their `path` field, so every other path
 * is looked up in the content lake (and falls back to the CMS redirects, then to the 404 page).
 */
export const routes: { path: string; component: PreloadableComponent; module: string }[] = [
  {
    path: '/case-studies/:id',
    component: lazyRoute(() => import('../pages/CaseStudyPage.tsx')),
    module: 'src/pages/CaseStudyPage.tsx',
  },
  {
    path: '/blog/:slug',
    component: lazyRoute(() => import('../pages/BlogPostPage.tsx')),
    module: 'src/pages/BlogPostPage.tsx',
  },
  { path: '*', component: lazyRoute(() => import('../pages/CmsPage.tsx')), module: 'src/pages/CmsPage.tsx' },
]

/** The route matching a path (the catch-all when nothing else does). */
export function routeFor(pathname: string) {
  return routes.find(({ path }) => matchPath(path, pathname)) ?? routes[routes.length - 1]!
}

/** Loads the chunk of the route at `pathname`, so hydration finds the component ready. */
export async function preloadRoute(pathname: string): Promise<void> {
  await routeFor(pathname).component.preload()
}
