// Vitest's global setup of the deployment rehearsals (netlify.test.ts, vercel.test.ts; the `deploy` project of
// vitest.config.ts): one hosted build for both, where each built its own (a build is most of either file's time). The
// build prerenders from the stand-in and bakes its address in, so a stand-in with the seed serves the build at a
// port, and each file's own stand-in then listens at that same port in turn (stand-in.ts): each file keeps a project
// of its own to edit, send webhooks from and count leads in.
import { rm } from 'node:fs/promises'
import type { TestProject } from 'vitest/node'
import { buildHostedCopy } from './hosted-build.ts'
import { startStandIn } from './stand-in.ts'

export interface HostedBuild {
  /** The built copy of the project. */
  project: string
  /** The port its stand-in must listen on (its API host is http://127.0.0.1:<port>). */
  port: number
}

declare module 'vitest' {
  export interface ProvidedContext {
    hostedBuild: HostedBuild
  }
}

export default async function setup(project: TestProject) {
  const standIn = await startStandIn()
  const port = Number(new URL(standIn.apiHost).port)
  const build = await buildHostedCopy(standIn.apiHost).finally(() => standIn.close())
  console.log(`hosted build for the deployment rehearsals: ${Math.round(build.buildMs / 1000)} s`)
  project.provide('hostedBuild', { project: build.project, port })
  return () => rm(build.project, { recursive: true, force: true })
}
