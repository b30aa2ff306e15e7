// Shared setup of the contact form component tests: the forms' sections exactly as the site's page query returns them
// from the seed (evaluated with groq-js, no network), the app's providers and toast area, and MSW answering
// POST /api/send-contact-email so each test decides what the function says and sees what was sent.
import { readFileSync } from 'node:fs'
import type { ComponentType } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { QueryClient } from '@tanstack/react-query'
import { evaluate, parse } from 'groq-js'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import toast from 'react-hot-toast'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { Providers, RoutedProviders } from '../../web/src/app/Providers.tsx'
import ToastArea from '../../web/src/components/ToastArea.tsx'
import { pageByPathQuery } from '../../web/src/queries/page.ts'
import { siteSettingsQuery } from '../../web/src/queries/settings.ts'
import { sanityQueryKey } from '../../web/src/data/query.ts'
import type { ContactFormSectionData } from '../../web/src/features/contact/types.ts'

// jsdom has no matchMedia; the toast library asks it whether to animate.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList

const seed = readFileSync(
  new URL('../../content/production.ndjson', `file://${import.meta.filename}`),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string })

/** The site settings from the seed: the forms' failure toast gives their phone number and e-mail address. */
export const siteSettings = (await (
  await evaluate(parse(siteSettingsQuery), { dataset: seed, params: {} })
).get()) as { phone: string; email: string }

/** The contact form section of the page at `path`, as the page query projects it from the seed. */
export async function contactSectionOf(path: string): Promise<ContactFormSectionData> {
  const page = (await (
    await evaluate(parse(pageByPathQuery), { dataset: seed, params: { path } })
  ).get()) as {
    sections: { _type: string }[]
  }
  const section = page.sections.find((item) => item._type === 'contactFormSection')
  if (!section) throw new Error(`No contact form on ${path}`)
  return section as ContactFormSectionData
}

/** Renders a form inside the app's providers and toast area; nothing reaches the content lake. */
export function renderForm(
  Form: ComponentType<{ section: ContactFormSectionData }>,
  section: ContactFormSectionData,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(sanityQueryKey(siteSettingsQuery), siteSettings)
  const loadSanityClient = () => Promise.reject(new Error('Form tests must not query the content lake'))
  return render(
    <Providers queryClient={queryClient} loadSanityClient={loadSanityClient}>
      <MemoryRouter>
        <RoutedProviders>
          <Form section={section} />
          <ToastArea />
        </RoutedProviders>
      </MemoryRouter>
    </Providers>,
  )
}

type Answer = { status: number; body?: unknown } | 'network-error'

/** The contact function as MSW plays it: records each request body and answers as the test says (success by default). */
export function mockContactFunction() {
  const sent: Record<string, unknown>[] = []
  let answer: Answer = { status: 200, body: { success: true } }
  let held: Promise<void> | null = null
  const server = setupServer(
    http.post('*/api/send-contact-email', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>)
      if (held) await held
      if (answer === 'network-error') return HttpResponse.error()
      return answer.body === undefined
        ? new HttpResponse(null, { status: answer.status })
        : HttpResponse.json(answer.body, { status: answer.status })
    }),
  )
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => {
    sent.length = 0
    answer = { status: 200, body: { success: true } }
    held = null
    toast.remove()
    vi.restoreAllMocks()
  })
  afterAll(() => server.close())
  return {
    /** Every request body the function received, in order. */
    sent,
    answerWith(next: Answer) {
      answer = next
    },
    /** Keeps the function from answering until the returned release is called. */
    hold(): () => void {
      let release = () => {}
      held = new Promise<void>((resolve) => (release = resolve))
      return release
    },
  }
}
