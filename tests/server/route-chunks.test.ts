// A page lists the app's shell apart from its own chunks (docs/hydration.md): the entry preloads the first list
// after the first paint, the app the second while the shell hydrates.
import { describe, expect, test } from 'vitest'
import { chunkListScript, routeChunks, type ViteManifest } from '../../render/page-files.ts'

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_react.js': { file: 'assets/react.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js', '_runtime.js'] },
  '_kit.js': { file: 'assets/kit.js', imports: ['_ui.js'] },
  'src/app/start.tsx': { file: 'assets/start.js', imports: ['_ui.js', 'index.html'] },
  'src/pages/CmsPage.tsx': { file: 'assets/CmsPage.js', imports: ['_ui.js', '_kit.js'] },
  'src/features/sections/heroSection/HeroSection.tsx': { file: 'assets/Hero.js', imports: ['_kit.js'] },
}

describe('the chunks a page lists', () => {
  test('first: the app shell and what it imports, without what the entry script loads itself', () => {
    const { first } = routeChunks(manifest, [])
    expect(first.sort()).toEqual(['/assets/react.js', '/assets/start.js', '/assets/ui.js'])
  })

  test('later: the route and section chunks the prerender used and their imports, none of the first list', () => {
    const { later } = routeChunks(manifest, [
      'src/pages/CmsPage.tsx',
      'src/features/sections/heroSection/HeroSection.tsx',
    ])
    expect(later.sort()).toEqual(['/assets/CmsPage.js', '/assets/Hero.js', '/assets/kit.js'])
  })

  test('a module the manifest does not know adds nothing', () => {
    expect(routeChunks(manifest, ['src/nowhere.tsx']).later).toEqual([])
  })

  test('both lists are JSON data blocks, not scripts', () => {
    expect(chunkListScript({ first: ['/assets/ui.js'], later: ['/assets/kit.js'] })).toBe(
      '<script type="application/json" id="app-chunks">["/assets/ui.js"]</script>' +
        '<script type="application/json" id="app-chunks-later">["/assets/kit.js"]</script>',
    )
  })
})
