// Shared by the site build, the dev server and Vitest.
// babel-plugin-styled-components gives every styled component a stable id derived from its file, so class names
// match between the prerendered HTML and the hydrating client whatever order route chunks load in.
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import type { Plugin, PluginOption } from 'vite'
import { globalCss } from './web/src/styles/global-css.ts'

/** The site's base styles, inlined where index.html marks them (so in every prerendered page), before the app's. */
function globalStyles(): Plugin {
  return {
    name: 'global-styles',
    transformIndexHtml: (html) =>
      html.replace('<!--global-styles-->', `<style data-global>${globalCss()}</style>`),
  }
}

export function reactPlugins(): PluginOption[] {
  return [
    globalStyles(),
    react(),
    babel({
      include: /[/\\]web[/\\].*\.tsx?$/,
      plugins: [
        ['babel-plugin-styled-components', { ssr: true, displayName: true, fileName: true, pure: true }],
      ],
    }),
  ]
}
