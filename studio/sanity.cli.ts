// Sanity CLI configuration: project, dataset and TypeGen (schema extract + types for every defineQuery).
import { defineCliConfig } from 'sanity/cli'

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || process.env.SANITY_PROJECT_ID || 'local',
    dataset: process.env.SANITY_STUDIO_DATASET || process.env.SANITY_DATASET || 'production',
  },
  typegen: {
    path: ['../web/src/**/*.{ts,tsx}', '../functions/**/*.ts', '../scripts/**/*.ts'],
    schema: '../schemas/schema.json',
    generates: '../web/src/sanity.types.ts',
    overloadClientMethods: true,
  },
})
