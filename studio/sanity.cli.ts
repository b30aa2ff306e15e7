// Sanity CLI configuration: the project and dataset the CLI talks to, and TypeGen (`npm run typegen`): the schema
// is extracted to schemas/schema.json and every defineQuery in web/, functions/, scripts/ and server/ gets its result
// type in web/src/sanity.types.ts (server/render holds the route table's query). Both run offline, and so does
// `sanity build` (npm run build:studio): the Studio bundles its own Sanity packages instead of loading them from
// Sanity's module CDN (autoUpdates off), so the pinned versions are the ones that run.
import { defineCliConfig } from 'sanity/cli'

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || process.env.SANITY_PROJECT_ID || 'local',
    dataset: process.env.SANITY_STUDIO_DATASET || process.env.SANITY_DATASET || 'production',
  },
  deployment: { autoUpdates: false },
  server: { port: Number(process.env.STUDIO_PORT ?? 3333) },
  schemaExtraction: {
    path: '../schemas/schema.json',
  },
  typegen: {
    path: ['../web/src/**/*.{ts,tsx}', '../functions/**/*.ts', '../scripts/**/*.ts', '../server/**/*.ts'],
    schema: '../schemas/schema.json',
    // typegen:check (scripts/typegen-check.ts) generates into a scratch file to compare with the committed one.
    generates: process.env.SANITY_TYPEGEN_GENERATES || '../web/src/sanity.types.ts',
    overloadClientMethods: true,
  },
})
