// A contact form says where it is and what brought the visitor (docs/leads.md): hidden fields for a post without
// scripts (the page, the form, its campaign code), and with scripts the same plus the visit's first touch, which the
// app keeps in session storage from the address the visit began at.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { beforeEach, describe, expect, test } from 'vitest'
import HomeContactForm from '../../web/src/features/contact/HomeContactForm.tsx'
import ContactPageForm from '../../web/src/features/contact/ContactPageForm.tsx'
import { SendingPage } from '../../web/src/features/contact/sending-page.ts'
import { rememberArrival } from '../../web/src/features/contact/arrival.ts'
import { visitAttribution } from '../../web/src/features/contact/visit.ts'
import type { ContactFormSectionData } from '../../web/src/features/contact/types.ts'
import { contactSectionOf, mockContactFunction, renderForm } from './contact-form-harness.tsx'

const home = await contactSectionOf('/')
const fn = mockContactFunction()

const onPage = (Form: ComponentType<{ section: ContactFormSectionData }>) =>
  function FormOnPage({ section }: { section: ContactFormSectionData }) {
    return (
      <SendingPage.Provider value={{ path: '/sap-rise', title: 'SAP RISE in 90 days' }}>
        <Form section={section} />
      </SendingPage.Provider>
    )
  }

const hidden = () =>
  Object.fromEntries(
    [...document.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
      input.name,
      input.value,
    ]),
  )

beforeEach(() => sessionStorage.clear())

describe('the form’s own attribution', () => {
  test('a landing page’s form carries its page, its name, its section and its campaign code as hidden fields', () => {
    const section = { ...home, formName: 'Spring webinar sign-up', campaignCode: 'spring-2027' }
    renderForm(onPage(HomeContactForm), section)
    expect(hidden()).toEqual({
      source: 'home',
      language: 'en',
      pagePath: '/sap-rise',
      pageTitle: 'SAP RISE in 90 days',
      formKey: home._key,
      formName: 'Spring webinar sign-up',
      campaignCode: 'spring-2027',
    })
  })

  test('a form with no name is the “Short form” or the “Full form”', () => {
    renderForm(onPage(ContactPageForm), { ...home, variant: 'full' })
    expect(hidden()).toMatchObject({ source: 'contact', formName: 'Full form' })
  })

  test('the section’s service is chosen when the page opens', () => {
    renderForm(onPage(HomeContactForm), { ...home, presetService: 'dynamics' })
    expect(screen.getByRole('combobox', { name: 'Service of interest' })).toHaveValue('dynamics')
  })
})

describe('the visit’s first touch', () => {
  test('is the campaign, the page and the referring site the visit began with; later pages keep it', () => {
    rememberArrival(
      'https://site.example/blog/guide?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch',
      'https://www.linkedin.com/feed/',
    )
    rememberArrival('https://site.example/sap-rise?utm_campaign=other', 'https://site.example/blog/guide')
    expect(visitAttribution()).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-launch',
      landingPage: '/blog/guide',
      referrerHost: 'www.linkedin.com',
    })
  })

  test('a visit from this site itself, or with no referrer, names no referring site', () => {
    rememberArrival('https://site.example/', '')
    expect(visitAttribution()).toEqual({ landingPage: '/' })
  })

  test('is sent with the form, with the form’s own page', async () => {
    rememberArrival('https://site.example/blog/guide?utm_campaign=spring-launch', '')
    const user = userEvent.setup()
    renderForm(onPage(HomeContactForm), home)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(fn.sent).toHaveLength(1))
    expect(fn.sent[0]).toMatchObject({
      pagePath: '/sap-rise',
      pageTitle: 'SAP RISE in 90 days',
      formName: 'Short form',
      utmCampaign: 'spring-launch',
      landingPage: '/blog/guide',
    })
  })
})
