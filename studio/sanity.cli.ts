// Sanity CLI configuration: the project and dataset the CLI talks to, and TypeGen (`npm run typegen`): the schema
// is extracted to schemas/schema.json and every defineQuery in web/, functions/, scripts/ and server/ gets its result
// type in web/src/sanity.types.ts (server/render holds the route table's query). Both run offline, and so does
// `sanity build` (npm run build:studio): the Studio bundles its own Sanity packages instead of loading them from
// Sanity's module CDN (autoUpdates off), so the pinned versions are the ones that run.
import { createRequire } from 'node:module'
import { dirname, relative } from 'node:path'
import { defineCliConfig } from 'sanity/cli'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)
const HOSTED_INTER = /https:\/\/design-system-static\.sanity\.io\/InterVariable-(Italic-)?latin-\d+\.woff2/g

/**
 * Sanity UI's stylesheet loads its typeface, Inter, from Sanity's font CDN, which the offline Studio cannot reach
 * (and its CSP, font-src 'self', refuses). This points those @font-face rules at the same variable font from npm
 * (@fontsource-variable/inter, the site's own), so the build bundles it and the Studio serves it itself.
 */
function selfHostedInter(): Plugin {
  return {
    name: 'self-hosted-inter',
    enforce: 'pre',
    transform(code, id) {
      if (!id.split('?')[0]!.endsWith('.css') || !code.includes('design-system-static.sanity.io')) return null
      return code.replace(HOSTED_INTER, (_match, italic?: string) => {
        const file = require.resolve(
          `@fontsource-variable/inter/files/inter-latin-wght-${italic ? 'italic' : 'normal'}.woff2`,
        )
        return relative(dirname(id), file)
      })
    },
  }
}

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || process.env.SANITY_PROJECT_ID || 'local',
    dataset: process.env.SANITY_STUDIO_DATASET || process.env.SANITY_DATASET || 'production',
  },
  deployment: { autoUpdates: false },
  vite: (config) => ({ ...config, plugins: [...(config.plugins ?? []), selfHostedInter()] }),
  server: { port: Number(process.env.STUDIO_PORT ?? 3333) },
  schemaExtraction: {
    path: '../schemas/schema.json',
  },
  typegen: {
    path: ['../web/src/**/*.{ts,tsx}', '../functions/**/*.ts', '../scripts/**/*.ts', '../server/**/*.ts'],
    schema: '../schemas/schema.json',
    // typegen:check (build/typegen-check.ts) generates into a scratch file to compare with the committed one.
    generates: process.env.SANITY_TYPEGEN_GENERATES || '../web/src/sanity.types.ts',
    overloadClientMethods: true,
  },
})
