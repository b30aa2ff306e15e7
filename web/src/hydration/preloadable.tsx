import { lazy, type ComponentType } from 'react'
import { useRenderedModule } from '#web/head/HeadProvider.tsx'

type Loader<P> = () => Promise<{ default: ComponentType<P> }>

export type Preloadable<P> = ComponentType<P> & {
  /** Loads the component's chunk; after it resolves the component renders without suspending. */
  preload: () => Promise<void>
}

const preloaders = new Map<string, () => Promise<void>>()

/**
 * A code-split component (a route, a page section, a form) whose chunk can be loaded ahead of rendering. The
 * prerender renders it through React.lazy and records its module; the page preloads that module's chunk and the
 * browser loads it before hydrating, so hydration never suspends. `module` is the source path from web/ (the Vite
 * manifest key), e.g. 'src/pages/CmsPage.tsx'.
 */
export function preloadable<P extends object>(module: string, load: Loader<P>): Preloadable<P> {
  let Loaded: ComponentType<P> | null = null
  const Lazy = lazy(load)
  function Component(props: P) {
    useRenderedModule(module)
    return Loaded ? <Loaded {...props} /> : <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
  }
  Component.preload = async () => {
    Loaded = (await load()).default
  }
  preloaders.set(module, Component.preload)
  return Component as Preloadable<P>
}

/** Loads the chunks of the given modules (those a prerendered page rendered) before hydration. */
export async function preloadModules(modules: string[]): Promise<void> {
  await Promise.all(modules.map((module) => preloaders.get(module)?.()))
}
