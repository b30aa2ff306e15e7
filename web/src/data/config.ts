// Public, build-time configuration of the browser bundle. Only non-secret values: the project id and dataset are
// public in Sanity. With no project id the site talks to the embedded content lake on its own origin.
export const sanityConfig = {
  projectId: import.meta.env.PUBLIC_SANITY_PROJECT_ID || 'local',
  dataset: import.meta.env.PUBLIC_SANITY_DATASET || 'production',
  apiVersion: '2025-02-19',
  hosted: Boolean(import.meta.env.PUBLIC_SANITY_PROJECT_ID),
  /** Tests only (SANITY_API_HOST at build time): a local stand-in for hosted Sanity's API; production never sets it. */
  apiHost: import.meta.env.PUBLIC_SANITY_API_HOST,
  /** Where visual editing's "edit" links open (SANITY_STUDIO_URL); unset, the local Studio (features/preview). */
  studioUrl: import.meta.env.PUBLIC_SANITY_STUDIO_URL,
}

/** Where the embedded content lake is mounted on the site's origin. */
export const CONTENT_LAKE_PATH = '/content-lake'
