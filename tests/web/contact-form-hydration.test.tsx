// The contact forms as prerendered HTML that a visitor fills in before the scripts take over (docs/product.md, Rules, README
// "HTML first"): a real form posting to the function, and everything typed or chosen before hydration still there,
// counted and sent once hydrated.
import { act, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { QueryClient } from '@tanstack/react-query'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { Providers, RoutedProviders } from '../../web/src/app/Providers.tsx'
import ContactPageForm from '../../web/src/features/contact/ContactPageForm.tsx'
import HomeContactForm from '../../web/src/features/contact/HomeContactForm.tsx'
import type { ContactFormSectionData } from '../../web/src/features/contact/types.ts'
import { sanityQueryKey } from '../../web/src/data/query.ts'
import { siteSettingsQuery } from '../../web/src/queries/settings.ts'
import { contactSectionOf, mockContactFunction, siteSettings } from './contact-form-harness.tsx'

const contactSection = await contactSectionOf('/contact')
const homeSection = await contactSectionOf('/')
const fn = mockContactFunction()

function app(Form: ComponentType<{ section: ContactFormSectionData }>, section: ContactFormSectionData) {
  const queryClient = new QueryClient()
  // The page's data block carries the site settings (the failure toast names their phone and e-mail).
  queryClient.setQueryData(sanityQueryKey(siteSettingsQuery), siteSettings)
  const loadSanityClient = () => Promise.reject(new Error('Form tests must not query the content lake'))
  return (
    <Providers queryClient={queryClient} loadSanityClient={loadSanityClient}>
      <MemoryRouter>
        <RoutedProviders>
          <Form section={section} />
        </RoutedProviders>
      </MemoryRouter>
    </Providers>
  )
}

const containers: HTMLElement[] = []
afterEach(() => containers.splice(0).forEach((container) => container.remove()))

/** The form's prerendered HTML in the page, before any script has run. */
function prerender(
  Form: ComponentType<{ section: ContactFormSectionData }>,
  section: ContactFormSectionData,
) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(app(Form, section))
  document.body.append(container)
  containers.push(container)
  return container
}

/** Types into a field of the not yet hydrated page, as a browser does: only the DOM changes. */
function typeBeforeHydration(container: HTMLElement, name: string, value: string) {
  const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    `[name="${name}"]`,
  )!
  field.value = value
}

async function hydrate(
  container: HTMLElement,
  Form: ComponentType<{ section: ContactFormSectionData }>,
  section: ContactFormSectionData,
) {
  await act(async () => {
    hydrateRoot(container, app(Form, section))
  })
}

describe('the prerendered contact forms', () => {
  test('are forms posting to /api/send-contact-email, every field named, the honeypot included', () => {
    for (const [Form, section, names] of [
      [
        ContactPageForm,
        contactSection,
        [
          'source',
          // The page's language: the function answers in it, the lead records it (docs/languages.md).
          'language',
          // Where it came from (docs/leads.md): the form section, named.
          'formKey',
          'formName',
          'firstName',
          'lastName',
          'email',
          'phone',
          'company',
          'service',
          'message',
          'website',
        ],
      ],
      [
        HomeContactForm,
        homeSection,
        [
          'source',
          'language',
          'formKey',
          'formName',
          'name',
          'email',
          'company',
          'phone',
          'service',
          'message',
          'website',
        ],
      ],
    ] as const) {
      const form = prerender(Form, section).querySelector('form')!
      expect(form.getAttribute('method')).toBe('post')
      expect(form.getAttribute('action')).toBe('/api/send-contact-email')
      expect([...form.elements].map((element) => element.getAttribute('name')).filter(Boolean)).toEqual(names)
    }
  })
})

describe('text typed before hydration', () => {
  test('stays in every field of the contact page form once it has hydrated, and the counter counts it', async () => {
    const container = prerender(ContactPageForm, contactSection)
    const typed = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 555 012 3456',
      company: 'Analytical Engines',
      service: 'staff',
      message: 'Typed while the scripts were loading.',
    }
    for (const [name, value] of Object.entries(typed)) typeBeforeHydration(container, name, value)
    await hydrate(container, ContactPageForm, contactSection)
    for (const [name, value] of Object.entries(typed))
      expect(container.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value).toBe(value)
    await waitFor(() =>
      expect(screen.getByText(`${typed.message.length}/2000 characters`)).toBeInTheDocument(),
    )
  })

  test('stays after a re-render (an error shown, another field edited)', async () => {
    const container = prerender(ContactPageForm, contactSection)
    typeBeforeHydration(container, 'message', 'Typed early.')
    await hydrate(container, ContactPageForm, contactSection)
    fireEvent.submit(container.querySelector('form')!)
    await screen.findByText('Please fix the errors in the form')
    fireEvent.change(container.querySelector('[name="firstName"]')!, { target: { value: 'Ada' } })
    expect(container.querySelector<HTMLTextAreaElement>('[name="message"]')!.value).toBe('Typed early.')
  })

  test('is sent as typed when the hydrated home form is submitted, without a fill time (it is unknown)', async () => {
    const container = prerender(HomeContactForm, homeSection)
    typeBeforeHydration(container, 'name', 'Grace Hopper')
    typeBeforeHydration(container, 'email', 'grace@example.com')
    typeBeforeHydration(container, 'message', 'Typed while the scripts were loading.')
    await hydrate(container, HomeContactForm, homeSection)
    fireEvent.submit(container.querySelector('form')!)
    await waitFor(() => expect(fn.sent).toHaveLength(1))
    expect(fn.sent[0]).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'Typed while the scripts were loading.',
    })
    // Timing only what was typed after hydration would make a person look like a bot.
    expect(fn.sent[0]).not.toHaveProperty('elapsedMs')
  })
})
