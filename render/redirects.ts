import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isRedirectTarget } from '../schemas/lib/redirect-target.ts'

export interface Redirect {
  to: string
  status: number
}

/** Reads the `_redirects` file the build writes from the CMS redirect documents (Netlify's format). */
export async function loadRedirects(clientDir: string): Promise<Map<string, Redirect>> {
  const text = await readFile(join(clientDir, '_redirects'), 'utf8').catch(() => '')
  const redirects = new Map<string, Redirect>()
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/)
    // The build writes only valid targets; checked again so a hand-edited file cannot send visitors off the site.
    if (from && to && !from.startsWith('#') && isRedirectTarget(to))
      redirects.set(from, { to, status: Number(status) || 301 })
  }
  return redirects
}
