// Sanity CLI configuration: the project and dataset the CLI talks to, and TypeGen (`npm run typegen`): the schema
// is extracted to schemas/schema.json and every defineQuery in the query modules, one per consumer, gets its result
// type in shared/sanity.types.ts, which each consumer imports (docs/architecture.md, "Queries and their types").
// Both run offline, and so does `sanity build` (npm run build:studio): the Studio bundles its own Sanity packages
// instead of loading them from Sanity's module CDN (autoUpdates off), so the pinned versions are the ones that run.
import { createRequire } from 'node:module'
import { dirname, relative } from 'node:path'
import { defineCliConfig } from 'sanity/cli'
import type { Plugin } from 'vite'
import { QUERY_MODULES } from '../shared/query-modules.ts'

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
    // The query modules: the site's, the functions', the renderer's (build and live server), the Studio's. A
    // defineQuery anywhere else is refused by tests/codebase/queries.test.ts.
    path: QUERY_MODULES.map((module) => `../${module}`),
    schema: '../schemas/schema.json',
    // typegen:check (build/typegen-check.ts) generates into a scratch file to compare with the committed one.
    generates: process.env.SANITY_TYPEGEN_GENERATES || '../shared/sanity.types.ts',
    // No global query-to-type map: each consumer imports the result type it needs by name.
    overloadClientMethods: false,
  },
})
