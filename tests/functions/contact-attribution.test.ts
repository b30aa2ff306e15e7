// Every lead says where it came from (docs/leads.md): the page and form that sent it, the form's campaign code and
// the visit's first-touch campaign, landing page and referring site; with scripts (the form sends them), and without
// (hidden fields and the post's Referer). Attribution is metadata: a malformed value is dropped, never a reason to
// refuse the message.
import { beforeEach, describe, expect, test, vi } from 'vitest'
import sendContactEmail from '../../functions/send-contact-email/function.ts'
import { leadId } from '../../functions/lib/leads.ts'
import { attributionFromReferer, campaignOf, cleanAttribution } from '../../validation/attribution.ts'
import { contactServices, formPostRequest, freshIp, submit, validSubmission } from './harness.ts'

const services = contactServices()
beforeEach(async () => {
  await services.reset()
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

const attributionOf = async (submissionId: unknown) =>
  (await services.lake.editor.getDocument(leadId(submissionId as string)))?.attribution

/** A form posted by a browser without scripts from `referer`. */
async function postForm(fields: Record<string, string>, referer: string) {
  const request = formPostRequest(fields, { Accept: 'text/html', Referer: referer })
  return sendContactEmail.handler(request, { clientIp: freshIp(), env: services.env })
}

describe('a lead from a hydrated form', () => {
  test('records the page, the form, its campaign code and the visit’s campaign, landing page and referrer', async () => {
    const submission = validSubmission({
      pagePath: '/sap-rise',
      pageTitle: 'SAP RISE in 90 days',
      formKey: 'contact-1',
      formName: 'Spring webinar sign-up',
      campaignCode: 'spring-2027',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-launch',
      landingPage: '/blog/s4hana-guide',
      referrerHost: 'www.linkedin.com',
    })
    expect((await submit(submission, services.env)).body).toEqual({ success: true })
    expect(await attributionOf(submission.submissionId)).toEqual({
      pagePath: '/sap-rise',
      pageTitle: 'SAP RISE in 90 days',
      formKey: 'contact-1',
      formName: 'Spring webinar sign-up',
      campaignCode: 'spring-2027',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-launch',
      landingPage: '/blog/s4hana-guide',
      referrerHost: 'www.linkedin.com',
    })
  })

  test('the team’s e-mail says where it came from', async () => {
    const submission = validSubmission({
      pagePath: '/sap-rise',
      pageTitle: 'SAP RISE in 90 days',
      formName: 'Short form',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-launch',
    })
    await submit(submission, services.env)
    const [mail] = services.smtp.mails
    expect(mail!.text).toContain('Sent from: SAP RISE in 90 days (/sap-rise), Short form')
    expect(mail!.text).toContain('Campaign: spring-launch, newsletter / email')
  })

  test('malformed attribution is dropped and the message is kept', async () => {
    const submission = validSubmission({
      pagePath: 'https://evil.example/x',
      landingPage: '//evil.example',
      referrerHost: 'not a host',
      formKey: '<script>',
      utmCampaign: 'x'.repeat(500),
    })
    expect((await submit(submission, services.env)).body).toEqual({ success: true })
    expect(await attributionOf(submission.submissionId)).toEqual({ utmCampaign: 'x'.repeat(200) })
  })

  test('a lead that says nothing of where it came from has no attribution', async () => {
    const submission = validSubmission()
    await submit(submission, services.env)
    expect(await attributionOf(submission.submissionId)).toBeUndefined()
  })
})

describe('a lead from a form sent without scripts', () => {
  const fields = () => {
    const { submissionId: _id, elapsedMs: _time, ...rest } = validSubmission({ email: 'grace@example.com' })
    return rest as Record<string, string>
  }

  test('records its hidden fields and the campaign of the page it was sent from (the Referer)', async () => {
    const answer = await postForm(
      { ...fields(), pagePath: '/sap-rise', pageTitle: 'SAP RISE', formName: 'Short form' },
      'http://localhost/sap-rise?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch',
    )
    expect(answer.status).toBe(303)
    const [lead] = await services.lake.leads()
    expect(lead!.attribution).toEqual({
      pagePath: '/sap-rise',
      pageTitle: 'SAP RISE',
      formName: 'Short form',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-launch',
    })
  })

  test('a Referer from another site says nothing', async () => {
    await postForm({ ...fields() }, 'https://elsewhere.example/page?utm_campaign=theirs')
    const [lead] = await services.lake.leads()
    expect(lead!.attribution).toBeUndefined()
  })
})

describe('the attribution rules', () => {
  test('a campaign link’s UTM parameters, and nothing else of its query', () => {
    expect(
      campaignOf('?utm_source=li&utm_campaign=q3&utm_term=sap&utm_content=banner&utm_medium=social&page=2'),
    ).toEqual({
      utmSource: 'li',
      utmMedium: 'social',
      utmCampaign: 'q3',
      utmTerm: 'sap',
      utmContent: 'banner',
    })
  })

  test('the Referer of this site’s page gives its path; a port and the case of the host are the same site', () => {
    expect(attributionFromReferer('http://LOCALHOST:3000/contact', ['localhost:3000'])).toEqual({
      pagePath: '/contact',
    })
    expect(attributionFromReferer('not a url', ['localhost'])).toEqual({})
    expect(attributionFromReferer(null, ['localhost'])).toEqual({})
  })

  test('control characters are removed and values trimmed; unknown fields ignored', () => {
    expect(
      cleanAttribution({ pageTitle: '  Home\u0000\n ', other: 'x', referrerHost: 'WWW.Example.COM' }),
    ).toEqual({
      pageTitle: 'Home',
      referrerHost: 'www.example.com',
    })
  })
})
