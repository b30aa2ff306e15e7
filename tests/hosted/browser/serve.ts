// The hosted deployment the browser run (hosted.spec.ts) loads, started by its Playwright config as its web server:
// a stand-in for hosted Sanity (../stand-in.ts) seeded with the site's content, a hosted-mode build of the project
// for it (../hosted-build.ts) with the deletions of vercel.json's build command applied, served as Vercel serves it
// (../vercel.ts: the output directory's files first, then the api/ entries routed by vercel.json), a real SMTP
// server, and the environment the README lists for a Vercel deployment. The stand-in sends its signed webhook to the
// site's /api/revalidate on every publish. What the spec needs to reach the stand-in and read the mail is answered on
// a control port beside the site's.
import { execFile } from 'node:child_process'
import { createServer } from 'node:http'
import { readdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { startSmtp } from '../../functions/smtp.ts'
import { buildHostedCopy } from '../hosted-build.ts'
import { startStandIn } from '../stand-in.ts'
import { startVercelSite } from '../vercel.ts'
import {
  HOSTED_E2E_ENV,
  HOSTED_E2E_PORT,
  HOSTED_E2E_CONTROL_PORT,
  HOSTED_E2E_WEBHOOK_SECRET,
  type HostedE2eState,
} from './settings.ts'

const run = promisify(execFile)
const siteOrigin = `http://127.0.0.1:${HOSTED_E2E_PORT}`

// The site's origin is one the project's CORS settings allow, as the README asks of a hosted project: the browser
// asks the stand-in for a page's content after a client-side navigation.
process.env.CORS_ORIGINS = siteOrigin
const standIn = await startStandIn()
const smtp = await startSmtp()
const started = performance.now()
const { project } = await buildHostedCopy(standIn.apiHost)
// vercel.json's build command after `npm run build`: the prerendered pages and the server's own files go, so every
// page is the page function's.
const vercelJson = JSON.parse(await readFile(join(project, 'vercel.json'), 'utf8')) as {
  buildCommand: string
}
const deletions = vercelJson.buildCommand.replace(/^npm run build && /, '')
await run('sh', ['-c', deletions], { cwd: project })
console.log(`[hosted-e2e] hosted build ready in ${Math.round((performance.now() - started) / 1000)} s`)

Object.assign(process.env, standIn.env, HOSTED_E2E_ENV, { SMTP_URL: smtp.url })
// Vercel's purge API ("delete by tag"), answered here: the entries run in this process, as Vercel's launcher runs them.
const purges: string[] = []
const realFetch = globalThis.fetch
globalThis.fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input)
  if (!url.startsWith('https://api.vercel.com/')) return realFetch(input, init)
  purges.push(String(init?.body))
  return new Response('{}', { status: 200 })
}
// The page function reads the build's template under its working directory, the project's root on Vercel.
process.chdir(project)
const files = (await readdir(join(project, 'api'), { recursive: true }))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => `api/${name}`)
const site = await startVercelSite(project, files, {
  staticDir: join(project, 'dist/client'),
  port: HOSTED_E2E_PORT,
})
standIn.setWebhook({ url: `${site.url}/api/revalidate`, secret: HOSTED_E2E_WEBHOOK_SECRET })

// What the spec reads of the deployment's surroundings (the stand-in's address and token, the mails sent, the purges
// asked), on a port of its own beside the site's.
const control = createServer((_req, res) => {
  const state: HostedE2eState = {
    apiHost: standIn.apiHost,
    token: standIn.token,
    projectId: standIn.projectId,
    dataset: standIn.dataset,
    mails: smtp.mails.map(({ to, text }) => ({ to, text })),
    purges,
  }
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(state))
})
await new Promise<void>((resolve) => control.listen(HOSTED_E2E_CONTROL_PORT, '127.0.0.1', resolve))
console.log(`[hosted-e2e] the site at ${site.url}, the stand-in at ${standIn.apiHost}`)

async function stop() {
  control.close()
  await site.close()
  await smtp.close()
  await standIn.close()
  await rm(project, { recursive: true, force: true })
  process.exit(0)
}
process.once('SIGTERM', () => void stop())
process.once('SIGINT', () => void stop())
