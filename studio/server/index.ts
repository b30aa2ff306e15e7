// `npm run studio`: Sanity Studio for marketing staff at https://localhost:3333 (STUDIO_PORT), offline.
//
// - Builds the Studio when studio/, schemas/ or the packages changed since the last build (studio/server/build.ts).
// - Uses the local server's content lake when one already runs on PORT (npm start), so the site and the Studio
//   share one lake; otherwise starts the lake here and serves the site beside it on http://localhost:PORT (the
//   built site when there is one), exactly as `npm start` would.
// - Serves the Studio over HTTP/2 with a self-signed certificate made at first start (.data/studio-*.pem).
// - Prints a sign-in link: only a browser that opened it gets the editor token (sign-in.ts).
//
// With SANITY_PROJECT_ID set, the Studio is an ordinary Studio for that hosted project: `sanity dev`, no lake.
import { spawn } from 'node:child_process'
import { createSecureServer } from 'node:http2'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { dataDir, rootDir, servedDist } from '../../shared/paths.ts'
import { port as sitePort } from '../../server/config.ts'
import { editorToken } from '../../server/content-lake/index.ts'
import { createSiteLake } from '../../server/site-lake.ts'
import { acquireDataLock } from '../../server/data-lock.ts'
import { LOCAL_EDITOR_ID } from '../../server/content-lake/history.ts'
import { createPresenceSocket, tokenMatcher } from '../../server/content-lake/presence-socket.ts'
import { routesManifestFile } from '../../render/routes-manifest.ts'
import { buildStudio, isStudioBuildFresh, studioDir, studioDistDir, studioEnv } from './build.ts'
import { localCertificate } from './certificate.ts'
import { createStudioApp } from './app.ts'
import { createStudioSignIn, mayOpenSocket, SIGN_IN_LINK_FILE } from './sign-in.ts'

const env = process.env
const studioPort = Number(env.STUDIO_PORT ?? 3333)
const studioHost = env.STUDIO_HOST ?? '127.0.0.1'
const closers: (() => Promise<unknown> | void)[] = []

function onShutdown() {
  let closing = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return
      closing = true
      // Open event streams would keep the servers alive: give them a moment, then leave.
      setTimeout(() => process.exit(0), 2000).unref()
      void Promise.allSettled(closers.map((close) => close())).then(() => process.exit(0))
    })
  }
}

/** Hosted Sanity: the Studio's own dev server, signing in with Sanity. */
function runHostedStudio() {
  const child = spawn(
    process.execPath,
    [join(rootDir, 'node_modules/sanity/bin/sanity'), 'dev', '--port', String(studioPort)],
    { cwd: studioDir, env: { ...env, ...studioEnv(env) }, stdio: 'inherit' },
  )
  child.on('exit', (code) => process.exit(code ?? 0))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
}

/** A content lake that already answers (npm start on PORT, or CONTENT_LAKE_URL), with the token it accepts. */
async function runningLake(): Promise<{ url: string; token: string } | null> {
  const url = (env.CONTENT_LAKE_URL ?? `http://127.0.0.1:${sitePort(env)}/content-lake`).replace(/\/+$/, '')
  const ping = await fetch(`${url}/v2025-02-19/data/query/production?query=1`, {
    signal: AbortSignal.timeout(1000),
  }).catch(() => null)
  if (!ping?.ok) return null
  const token = await editorToken(dataDir(env))
  const me = (await fetch(`${url}/v2025-02-19/users/me`, { headers: { Authorization: `Bearer ${token}` } })
    .then((response) => response.json())
    .catch(() => ({}))) as { id?: string }
  if (!me.id) {
    throw new Error(
      `A server answers at ${url} but does not accept the editor token of ${dataDir(env)}: ` +
        'set CONTENT_LAKE_TOKEN (or CONTENT_LAKE_DATA_DIR) to the ones it was started with, or stop it.',
    )
  }
  return { url, token }
}

/** Starts the lake in this process, with the site (when built) and the functions on PORT. */
async function startLakeAndSite() {
  // One process per data folder: restore and content:reset refuse while it runs (server/data-lock.ts).
  const dataLock = acquireDataLock(dataDir(env), 'npm run studio')
  const lake = await createSiteLake(dataDir(env))
  closers.push(async () => {
    await lake.close()
    dataLock.release()
  })
  const { createApp } = await import('../../server/app.ts')
  const { followLake } = await import('../../server/follow-lake.ts')
  const { clientDir, distDir } = servedDist(env)
  const built = existsSync(routesManifestFile(clientDir))
  const port = sitePort(env)
  env.CONTENT_LAKE_URL ??= `http://127.0.0.1:${port}/content-lake`
  env.CONTENT_LAKE_TOKEN ??= lake.token
  const live = built
    ? await followLake({ lake, clientDir, distDir, lakeOrigin: () => `http://127.0.0.1:${port}` })
    : undefined
  if (live) closers.push(() => live.close())
  const site = createApp({ lake, site: live && { clientDir, pages: live.pages }, env })
  await new Promise<void>((resolve, reject) => {
    const server = serve({ fetch: site.fetch, port, hostname: env.HOST ?? '0.0.0.0' }, () => resolve())
    server.on('error', reject)
    closers.push(() => new Promise((done) => server.close(done)))
  })
  live?.start()
  if (built) console.log(`Site running at http://localhost:${port} (the same content as the Studio)`)
  else console.log(`The site is not built yet: run "npm run build" to see it at http://localhost:${port}`)
  return { lake, siteUrl: `http://localhost:${port}` }
}

async function runLocalStudio() {
  if (!(await isStudioBuildFresh(env))) {
    console.log('Studio build missing or stale: building it first')
    await buildStudio(env)
  }
  const running = await runningLake()
  let options: Parameters<typeof createStudioApp>[0]
  if (running) {
    console.log(`Using the content lake of the server at ${running.url}`)
    options = {
      distDir: studioDistDir,
      upstreamLakeUrl: running.url,
      session: { token: running.token, siteUrl: env.STUDIO_SITE_URL ?? new URL(running.url).origin },
    }
  } else {
    const { lake, siteUrl } = await startLakeAndSite()
    options = { distDir: studioDistDir, lakeApp: lake.app, session: { token: lake.token, siteUrl } }
  }
  const configuredLake = studioEnv(env).SANITY_STUDIO_CONTENT_LAKE_URL
  if (configuredLake) options.connectOrigins = [new URL(configuredLake).origin]
  if (env.STUDIO_SITE_URL) options.session!.siteUrl = env.STUDIO_SITE_URL

  const studioOrigin = `https://localhost:${studioPort}`
  let started = false
  options.signIn = await createStudioSignIn({
    dataDir: dataDir(env),
    origin: studioOrigin,
    // The first link is printed with the "running" line; each later one when the previous was used.
    onLink: (link) => started && console.log(`Sign-in link for another browser: ${link}`),
  })
  const signIn = options.signIn
  const app = await createStudioApp(options)
  const certificate = await localCertificate(dataDir(env))
  // Presence (who has which document open) between the Studios this server serves, on the socket the Studio opens
  // beside the lake's HTTP API.
  const presence = createPresenceSocket({
    basePath: '/content-lake',
    isEditorToken: tokenMatcher(options.session!.token),
    userId: LOCAL_EDITOR_ID,
  })
  closers.push(() => presence.close())
  await new Promise<void>((resolve, reject) => {
    const server = serve(
      {
        fetch: app.fetch,
        port: studioPort,
        hostname: studioHost,
        createServer: createSecureServer,
        serverOptions: { ...certificate, allowHTTP1: true },
      },
      () => resolve(),
    )
    server.on('error', reject)
    // WebSockets arrive over HTTP/1.1 (the server does not offer them over HTTP/2).
    server.on('upgrade', (request, socket, head) => {
      if (!mayOpenSocket(request.headers, signIn, studioOrigin)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
        return
      }
      if (!presence.handleUpgrade(request, socket, head)) socket.destroy()
    })
    closers.push(() => new Promise((done) => server.close(done)))
  })
  started = true
  console.log(
    `Studio running at ${studioOrigin} (a self-signed certificate: let the browser proceed once)\n` +
      `Sign in by opening: ${signIn.link}\n` +
      `(each link signs in one browser; the newest is kept in ${join(dataDir(env), SIGN_IN_LINK_FILE)})`,
  )
}

onShutdown()
if (env.SANITY_PROJECT_ID || env.SANITY_STUDIO_PROJECT_ID) runHostedStudio()
else
  await runLocalStudio().catch((error: unknown) => {
    console.error((error as Error).message)
    process.exit(1)
  })
