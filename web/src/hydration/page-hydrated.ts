// The page's own signal that it has hydrated whole: app/start.tsx sets `<html data-hydrated="true">` once the shell
// and every code-split boundary have hydrated (and once a page rendered on the client has rendered).

/**
 * Resolves once the page has hydrated. For code that adds to a part of the DOM React hydrates (the footer's
 * consent link): a node added before that part's chunk hydrates makes its HTML differ from the render, React then
 * throws the part away and renders it again, and the page never reports that it has hydrated.
 */
export function whenPageHydrated(root: HTMLElement = document.documentElement): Promise<void> {
  if (root.dataset.hydrated === 'true') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.dataset.hydrated !== 'true') return
      observer.disconnect()
      resolve()
    })
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
  })
}
