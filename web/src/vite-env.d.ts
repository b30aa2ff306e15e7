/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly PUBLIC_SANITY_PROJECT_ID: string
  readonly PUBLIC_SANITY_DATASET: string
  readonly PUBLIC_SANITY_STUDIO_URL: string
  readonly PUBLIC_SANITY_API_HOST: string
}
