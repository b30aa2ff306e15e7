// Sanity Studio for marketing staff: the shared content model, the document lists, and Vision for trying GROQ.
// Only SANITY_STUDIO_* variables reach the browser bundle, so the project and dataset are read from those
// (scripts that start the Studio pass SANITY_PROJECT_ID / SANITY_DATASET on as SANITY_STUDIO_*).
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { visionTool } from '@sanity/vision'
import { schemaTypes } from '../schemas/index.ts'

export default defineConfig({
  name: 'default',
  title: 'Website content',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'local',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool(), visionTool({ defaultApiVersion: '2025-02-19' })],
  schema: { types: schemaTypes },
})
