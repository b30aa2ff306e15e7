// Build-time settings of the Studio bundle. Only SANITY_STUDIO_* variables reach the browser (studio/server/index.ts
// passes SANITY_PROJECT_ID / SANITY_DATASET on as SANITY_STUDIO_*).
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
/** Hosted Sanity when a project id is given; otherwise the embedded content lake. */
export const isHosted = Boolean(process.env.SANITY_STUDIO_PROJECT_ID)
