// Every lead records the form that sent it: the home form and the contact page form say so in a hidden `source`
// field, the function checks it against the allowed list, and a caller of the JSON API that names no form is `api`.
// The Studio's schema accepts exactly what the function writes (and `website`, the legacy value of older leads).
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import sendContactEmail from '../../functions/send-contact-email/function.ts'
import { leadId } from '../../functions/lib/leads.ts'
import { LEAD_SOURCES, UNKNOWN_SOURCE } from '../../validation/contact.ts'
import { contactSubmission } from '../../schemas/documents/contactSubmission.ts'
import { checkDataset, formatViolation } from '../content/checker/index.ts'
import { contactServices, formPostRequest, freshIp, submit, validSubmission } from './harness.ts'

const services = contactServices()
beforeAll(async () => {})
beforeEach(async () => {
  await services.reset()
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

const sourceOf = async (submissionId: unknown) =>
  (await services.lake.editor.getDocument(leadId(submissionId as string)))?.source

/** The home form posted as a browser without scripts does (urlencoded, asking for a page). */
async function postForm(fields: Record<string, string>) {
  const request = formPostRequest(fields, { Accept: 'text/html' })
  return sendContactEmail.handler(request, { clientIp: freshIp(), env: services.env })
}

describe('the form a lead came from', () => {
  test('the home form sends source "home" and the lead records it', async () => {
    const submission = validSubmission({ source: 'home' })
    expect((await submit(submission, services.env)).body).toEqual({ success: true })
    expect(await sourceOf(submission.submissionId)).toBe('home')
  })

  test('the contact page form sends source "contact" and the lead records it', async () => {
    const submission = validSubmission({ source: 'contact' })
    await submit(submission, services.env)
    expect(await sourceOf(submission.submissionId)).toBe('contact')
  })

  test('a JSON API caller that names no form is recorded as "api"', async () => {
    const { source: _none, ...submission } = validSubmission()
    await submit(submission, services.env)
    expect(await sourceOf(submission.submissionId)).toBe('api')
  })

  test('a JSON API caller may say "api" itself', async () => {
    const submission = validSubmission({ source: 'api' })
    await submit(submission, services.env)
    expect(await sourceOf(submission.submissionId)).toBe('api')
  })

  test('a form post without scripts records its hidden source field', async () => {
    const { submissionId: _id, elapsedMs: _time, ...fields } = validSubmission({ email: 'grace@example.com' })
    const answer = await postForm({ ...(fields as Record<string, string>), source: 'home' })
    expect(answer.status).toBe(303)
    const [lead] = await services.lake.leads()
    expect(lead).toMatchObject({ email: 'grace@example.com', source: 'home' })
  })

  test(`an unknown source is refused (400) with "${UNKNOWN_SOURCE}", nothing stored`, async () => {
    for (const source of ['website', 'newsletter', '']) {
      const answer = await submit(validSubmission({ source }), services.env)
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ success: false, fieldErrors: { source: UNKNOWN_SOURCE } })
    }
    expect(await services.lake.leads()).toEqual([])
  })
})

describe('the Studio schema agrees', () => {
  const schemaSources = () => {
    const field = contactSubmission.fields.find((candidate) => candidate.name === 'source') as unknown as {
      options: { list: { value: string }[] }
    }
    return field.options.list.map((option) => option.value)
  }

  test('it allows every source the function writes, and the legacy "website" besides', () => {
    expect(schemaSources()).toEqual([...LEAD_SOURCES, 'website'])
  })

  test('leads from each form, the API and a legacy "website" lead show no validation error', async () => {
    for (const source of LEAD_SOURCES) await submit(validSubmission({ source }), services.env)
    const legacy = validSubmission({ source: 'home' })
    await submit(legacy, services.env)
    await services.lake.editor
      .patch(leadId(legacy.submissionId as string))
      .set({ source: 'website' })
      .unset(['stage'])
      .commit()
    const leads = await services.lake.leads()
    expect(leads.map((lead) => lead.source).sort()).toEqual(['api', 'chat', 'contact', 'home', 'website'])
    const ids = new Set(leads.map((lead) => lead._id))
    const violationsOf = async (documents: unknown[]) =>
      (await checkDataset({ documents: documents as never, imageFiles: [], problems: [] }))
        .filter((violation) => ids.has(violation.id))
        .map(formatViolation)
    expect(await violationsOf(leads)).toEqual([])
    // The check does see a source outside the list.
    expect(await violationsOf([{ ...leads[0], source: 'newsletter' }])).toEqual([
      expect.stringContaining('newsletter'),
    ])
  })
})
