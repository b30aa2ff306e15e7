import { lazy, type ComponentType } from 'react'

type Loader<P> = () => Promise<{ default: ComponentType<P> }>

export type Preloadable<P> = ComponentType<P> & {
  /** Loads the component's chunk; after it resolves the component renders without suspending. */
  preload: () => Promise<void>
}

/**
 * A code-split component whose chunk can be loaded ahead of rendering. Used for routes and page sections: the
 * prerender renders through React.lazy (waiting for it), the browser preloads the chunks a page uses before
 * hydrating, so hydration never suspends.
 */
export function preloadable<P extends object>(load: Loader<P>): Preloadable<P> {
  let Loaded: ComponentType<P> | null = null
  const Lazy = lazy(load)
  function Component(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
  }
  Component.preload = async () => {
    Loaded = (await load()).default
  }
  return Component as Preloadable<P>
}
