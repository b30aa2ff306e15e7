import { preloadable } from '#web/hydration/preloadable.tsx'

/**
 * The 404 page of an unknown path, code-split: only the pages that answer "not found" load its chunk. Registered when
 * the app starts (app/start.tsx), so a prerendered 404 preloads it before hydrating.
 */
export const NotFoundPage = preloadable<object>('src/pages/NotFound.tsx', () =>
  import('./NotFound.tsx').then(({ NotFound }) => ({ default: NotFound })),
)
