// What the hosted rehearsals on each platform (netlify.test.ts, vercel.test.ts, page.test.ts) do and check the same
// way: follow a CMS redirect, post the contact form, read a page's title (publishing an edit is stand-in.ts's).
import { expect } from 'vitest'
import { CONTACT_TO, validSubmission, type TestSmtp } from '../functions/harness.ts'
import type { StandIn } from './stand-in.ts'

export const title = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]

/** The first permanent redirect of the CMS answers 301 to its target at `siteUrl`. */
export async function expectCmsRedirect(siteUrl: string, standIn: StandIn) {
  const [redirect] = await standIn.editor.fetch<{ from: string; to: string }[]>(
    '*[_type == "redirect" && permanent][0...1]{from, to}',
  )
  const response = await fetch(`${siteUrl}${redirect!.from}`, { redirect: 'manual' })
  expect(response.status).toBe(301)
  expect(new URL(response.headers.get('Location')!, siteUrl).pathname).toBe(redirect!.to)
}

/** A contact post to `siteUrl` is stored in the hosted project as the only lead, e-mailed, and mailed to CONTACT_TO. */
export async function expectContactStoredAndMailed(siteUrl: string, standIn: StandIn, smtp: TestSmtp) {
  const response = await fetch(`${siteUrl}/api/send-contact-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(validSubmission({ name: 'Ada Lovelace', email: 'ada@example.com' })),
  })
  expect(response.status).toBe(200)
  const leads = await standIn.editor.fetch<{ email: string; status: string }[]>(
    '*[_type == "contactSubmission"]{email, status}',
    {},
    { perspective: 'raw' },
  )
  expect(leads).toEqual([{ email: 'ada@example.com', status: 'emailed' }])
  expect(smtp.mails.map((mail) => mail.to)).toEqual([[CONTACT_TO]])
}
