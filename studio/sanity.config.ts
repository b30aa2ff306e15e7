// Sanity Studio for marketing staff: the shared content model, a desk structure, and Vision for GROQ.
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
