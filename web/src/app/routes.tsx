import { preloadable, type Preloadable } from '#web/hydration/preloadable.tsx'
import { slugRoutes } from '#shared/routes.ts'

type PageModule = { default: React.ComponentType<object> }

// Every page component a route of the registry can name, each in its own chunk (a lazy glob, so a new routable
// type needs no line here: its registry entry names its component).
const pages = import.meta.glob<PageModule>('../pages/*Page.tsx')

const pageRoute = (component: string) =>
  preloadable(`src/pages/${component}.tsx`, () => {
    const load = pages[`../pages/${component}.tsx`]
    if (!load)
      throw new Error(`The route registry names web/src/pages/${component}.tsx, which does not exist`)
    return load()
  })

/**
 * The route table: each type of the route registry under its prefix (shared/routes.ts, `/blog/:slug`), rendered by
 * the page component it names. Pages and service pages are CMS documents addressed by their `path` field, so every
 * other path is looked up in the content lake (then the CMS redirects, then the 404 page).
 */
export const routes: { path: string; component: Preloadable<object> }[] = [
  ...slugRoutes().map(({ pattern, component }) => ({ path: pattern, component: pageRoute(component) })),
  { path: '*', component: preloadable('src/pages/CmsPage.tsx', () => import('../pages/CmsPage.tsx')) },
]
