// Who may show the site's pages in a frame: nobody, except the Studio showing a page in preview (the Presentation
// tool). The local Studio (`npm run studio`) and whatever STUDIO_ORIGINS adds (a hosted Studio's address).

export function studioOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const port = env.STUDIO_PORT ?? 3333
  const extra = (env.STUDIO_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  return [...new Set([`https://localhost:${port}`, `https://127.0.0.1:${port}`, ...extra])]
}
