// What the hosted browser run's server (serve.ts), its Playwright config and its spec agree on.

/** The site's port; the control port beside it answers the state below. Ports of their own (the site's e2e: 4173). */
export const HOSTED_E2E_PORT = Number(process.env.HOSTED_E2E_PORT ?? 4185)
export const HOSTED_E2E_CONTROL_PORT = HOSTED_E2E_PORT + 1

export const HOSTED_E2E_WEBHOOK_SECRET = 'hosted-e2e-webhook-secret'
export const HOSTED_E2E_STUDIO = 'https://studio.example.com'

/** The README's environment of a Vercel deployment, besides the stand-in's project, tokens and host. */
export const HOSTED_E2E_ENV = {
  SANITY_WEBHOOK_SECRET: HOSTED_E2E_WEBHOOK_SECRET,
  VERCEL_API_TOKEN: 'hosted-e2e-vercel-token',
  VERCEL_PROJECT_ID: 'prj_hosted_e2e',
  VERCEL_TEAM_ID: 'team_hosted_e2e',
  CRON_SECRET: 'hosted-e2e-cron-secret',
  STUDIO_ORIGINS: HOSTED_E2E_STUDIO,
  CONTACT_TO: 'sales@example.test',
  CONTACT_FROM: 'Website <no-reply@example.test>',
}

/** What the control port answers. */
export interface HostedE2eState {
  apiHost: string
  token: string
  projectId: string
  dataset: string
  mails: { to: string[]; text: string }[]
  /** The bodies of the calls to Vercel's purge API, in order. */
  purges: string[]
}
