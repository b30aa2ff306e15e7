import { preloadable } from '#web/hydration/preloadable.tsx'

/**
 * The hero's AI Assistant card, code-split: only a hero that shows it (the home page's) loads its chunk. Registered
 * when the app starts (app/start.tsx), so a prerendered page that shows it preloads it before hydrating.
 */
export const AssistantCardChunk = preloadable<object>('src/features/chat/AssistantCard.tsx', () =>
  import('./AssistantCard.tsx').then(({ AssistantCard }) => ({ default: AssistantCard })),
)
