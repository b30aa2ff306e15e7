// Shared by the site build, the dev server and Vitest.
// babel-plugin-styled-components gives every styled component a stable id derived from its file, so class names
// match between the prerendered HTML and the hydrating client whatever order route chunks load in.
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import type { PluginOption } from 'vite'

export function reactPlugins(): PluginOption[] {
  return [
    react(),
    babel({
      include: /[/\\]web[/\\].*\.tsx?$/,
      plugins: [
        ['babel-plugin-styled-components', { ssr: true, displayName: true, fileName: true, pure: true }],
      ],
    }),
  ]
}
