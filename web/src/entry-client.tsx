// The browser entry: once the prerendered HTML has painted, preloads every chunk the page listed (all in parallel),
// then starts the app. No script download or evaluation competes with the first contentful paint.
const CHUNKS_ELEMENT_ID = 'app-chunks'

function preloadListedChunks() {
  const listed = document.getElementById(CHUNKS_ELEMENT_ID)?.textContent
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}

requestAnimationFrame(() => {
  setTimeout(() => {
    preloadListedChunks()
    void import('./app/start.tsx').then(({ start }) => start())
  }, 0)
})
