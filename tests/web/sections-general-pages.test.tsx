// The general sections on the real pages: the whole app rendered at a path, every query answered by evaluating its
// GROQ (groq-js) over the seed dataset with its images materialised, as the content lake does. The counts and
// figures asserted are the product's (docs/product.md).
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { QueryClient } from '@tanstack/react-query'
import type { SanityClient } from '@sanity/client'
import { evaluate, parse } from 'groq-js'
import { expect, test } from 'vitest'
import { App } from '../../web/src/app/App.tsx'
import { Providers } from '../../web/src/app/Providers.tsx'
import { routes } from '../../web/src/app/routes.tsx'
import { preloadSections, sectionRegistry } from '../../web/src/features/sections/registry.ts'
import { loadSeed } from '../../server/content-lake/seed.ts'
import { findPageHeading, findRegion } from './page-waits.ts'

// The route and section chunks load once here, not inside the first test's time budget.
await Promise.all([
  ...routes.map((route) => route.component.preload()),
  preloadSections(Object.keys(sectionRegistry)),
])

const documents = (
  await loadSeed(resolve(import.meta.dirname, '../../content/production.ndjson'), {
    dataDir: await mkdtemp(join(tmpdir(), 'sections-general-')),
    projectId: 'local',
    dataset: 'production',
    publicPath: '/content-lake',
  })
).filter((doc) => !doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.'))

/** The one method the site calls on its client: `fetch(query, params)`, answered from the seed (published). */
const seedClient = {
  fetch: async (query: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(query, { params }), { dataset: documents, params })).get(),
} as unknown as SanityClient

function renderPage(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <Providers queryClient={queryClient} loadSanityClient={async () => seedClient}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </Providers>,
  )
}

/** The cards of a section: the items of its first list. */
function cardsOf(section: HTMLElement) {
  const list = within(section).getAllByRole('list')[0]!
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
}

const SERVICE_PAGES = [
  '/staff-augmentation',
  '/sap-implementation',
  '/microsoft-dynamics',
  '/software-testing',
]

test('home: the hero is the only h1, its booking button opens a new tab, and it shows the AI Assistant card', async () => {
  renderPage('/')
  const h1 = await findPageHeading()
  expect(h1).toHaveTextContent('Expert ERP Solutions That Cut Your IT Costs by 60-70%')
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  const booking = screen.getAllByRole('link', { name: /^Schedule Consultation/ })[0]!
  expect(booking).toHaveAttribute('target', '_blank')
  expect(booking).toHaveAttribute('rel', 'noopener noreferrer')
  expect(screen.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services')
  expect(screen.getByRole('button', { name: 'Chat with our assistant' })).toBeInTheDocument()
})

test('home: four service cards link to the four service pages, and View All Services to /services', async () => {
  renderPage('/')
  const services = await findRegion('Our Services')
  expect(services).toHaveAttribute('id', 'services')
  expect(cardsOf(services)).toHaveLength(4)
  const hrefs = within(services)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
  expect(hrefs.slice(0, 4).sort()).toEqual([...SERVICE_PAGES].sort())
  expect(within(services).getByRole('link', { name: 'View All Services' })).toHaveAttribute(
    'href',
    '/services',
  )
})

test('home: the FAQ has 8 questions, and several can be open at once', async () => {
  const user = userEvent.setup()
  renderPage('/')
  const faq = await findRegion('Frequently Asked Questions')
  expect(faq).toHaveAttribute('id', 'faq')
  // Each question is a <details> (it works before and without scripts); its <summary> opens and closes it.
  const questions = [...faq.querySelectorAll('details')]
  expect(questions).toHaveLength(8)
  await user.click(questions[0]!.querySelector('summary')!)
  await user.click(questions[3]!.querySelector('summary')!)
  expect(questions[0]).toHaveAttribute('open')
  expect(questions[3]).toHaveAttribute('open')
  expect(questions.filter((question) => question.open)).toHaveLength(2)
})

test('home: three testimonials, each rated five stars', async () => {
  renderPage('/')
  const testimonials = await findRegion('What Our Clients Say')
  expect(cardsOf(testimonials)).toHaveLength(3)
  expect(within(testimonials).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(3)
})

test('home: the about section (id about) shows four stat tiles and the Why Choose Us list', async () => {
  renderPage('/')
  const about = await findRegion('About Northbridge Consulting')
  expect(about).toHaveAttribute('id', 'about')
  expect(
    within(about)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(['150+', '10+', '50+', '24/7'])
  expect(cardsOf(await findRegion('Why Choose Us'))).toHaveLength(5)
})

test('/services: four service cards to their pages, and the stats 500+, 50+, 15+ and 24/7', async () => {
  renderPage('/services')
  const services = await findRegion('Our Core Services')
  expect(cardsOf(services)).toHaveLength(4)
  expect(
    within(services)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .sort(),
  ).toEqual([...SERVICE_PAGES].sort())
  const hero = screen.getByRole('heading', { level: 1 }).closest('section')!
  expect(
    within(hero)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(['500+', '50+', '15+', '24/7'])
  expect(within(hero).getByRole('link', { name: 'Call Us' })).toHaveAttribute('href', 'tel:+15550123456')
})

test('/testimonials: three featured and six further testimonials, all rated five stars', async () => {
  renderPage('/testimonials')
  const featured = await findRegion('Featured Client Stories')
  const more = await findRegion('More From Our Clients')
  expect(cardsOf(featured)).toHaveLength(3)
  expect(cardsOf(more)).toHaveLength(6)
  expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(9)
})

test('/testimonials: the stats 98%, 500+, 85% and 4.9/5, and eight industries', async () => {
  renderPage('/testimonials')
  const industries = await findRegion('Industries We Serve')
  const hero = screen.getByRole('heading', { level: 1 }).closest('section')!
  expect(
    within(hero)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(['98%', '500+', '85%', '4.9/5'])
  expect(cardsOf(industries)).toHaveLength(8)
})

test('/staff-augmentation: six talent categories and eight industries', async () => {
  renderPage('/staff-augmentation')
  expect(cardsOf(await findRegion('Six Talent Categories'))).toHaveLength(6)
  expect(cardsOf(await findRegion('Eight Industries We Staff For'))).toHaveLength(8)
})

test('/sap-implementation: the methodology is an ordered list of 4 phases; every call to action is a link', async () => {
  renderPage('/sap-implementation')
  const methodology = await findRegion('Our 4-Phase Implementation Methodology')
  const phases = within(methodology).getAllByRole('list')[0]!
  expect(phases.tagName).toBe('OL')
  expect(cardsOf(methodology)).toHaveLength(4)
  // Chosen pages are rendered at their current address.
  expect(screen.getByRole('link', { name: 'Start Your SAP Project' })).toHaveAttribute('href', '/contact')
  expect(screen.getByRole('link', { name: 'Read Our S/4HANA Migration Guide' })).toHaveAttribute(
    'href',
    '/blog/sap-s4hana-migration-roadmap',
  )
  expect(screen.getByRole('link', { name: /Schedule a Call/ })).toHaveAttribute('target', '_blank')
  expect(screen.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute('href', '/case-studies')
  expect(within(screen.getByRole('main')).queryAllByRole('button')).toHaveLength(0)
  const benefits = await findRegion('Why Clients Choose Our SAP Practice')
  expect(
    within(benefits)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(['40%', '99%', '24/7'])
})

test('/software-testing: six services and a 4-step process', async () => {
  renderPage('/software-testing')
  expect(cardsOf(await findRegion('Our Development and Testing Services'))).toHaveLength(6)
  const process = await findRegion('Our 4-Step Process')
  expect(within(process).getAllByRole('list')[0]!.tagName).toBe('OL')
  expect(cardsOf(process)).toHaveLength(4)
})

test('/india-advantage: six advantage cards with a stats line, six industries, and a call to action without links', async () => {
  renderPage('/india-advantage')
  const advantages = cardsOf(await findRegion('Six Advantages of Outsourcing to India'))
  expect(advantages.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
    '60-70% Cost Savings',
    '4.36M IT Professionals',
    'Time Zone Advantage',
    'English Proficiency',
    'Technology Leadership',
    'Data Security',
  ])
  expect(within(advantages[0]!).getByText('Save up to 70%')).toBeInTheDocument()
  expect(within(advantages[1]!).getByText('4.36M professionals')).toBeInTheDocument()
  expect(cardsOf(await findRegion('Industries Served From India'))).toHaveLength(6)
  const cta = await findRegion('Start Your India Advantage Journey')
  expect(within(cta).getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/contact')
  expect(within(cta).getByRole('link', { name: /Schedule Consultation/ })).toHaveAttribute(
    'href',
    'https://calendly.com/northbridge-consulting/30min',
  )
  expect(within(cta).queryAllByRole('button')).toHaveLength(0)
})

test('/contact: phone, e-mail, office address and booking link beside the form; no emergency row without a number', async () => {
  renderPage('/contact')
  const contact = await findRegion('Send Us a Message')
  expect(within(contact).getByRole('link', { name: '+1 (555) 012-3456' })).toHaveAttribute(
    'href',
    'tel:+15550123456',
  )
  expect(within(contact).getByRole('link', { name: 'hello@northbridge-consulting.com' })).toHaveAttribute(
    'href',
    'mailto:hello@northbridge-consulting.com',
  )
  expect(within(contact).getByText('Monday-Friday 8 AM-6 PM EST')).toBeInTheDocument()
  expect(within(contact).getByText(/within 24 hours/)).toBeInTheDocument()
  expect(within(contact).queryByText(/emergency/i)).toBeNull()
  expect(contact.querySelector('address')).toHaveTextContent('1200 Market Street')
  const booking = within(contact).getByRole('link', { name: /30-minute consultation/ })
  expect(booking).toHaveAttribute('target', '_blank')
  expect(booking).toHaveAttribute('rel', 'noopener noreferrer')
  // The form is its own chunk: it may still be loading when the section has rendered.
  expect(
    await within(contact).findByRole('button', { name: 'Send Message' }, { timeout: 10_000 }),
  ).toBeInTheDocument()
})

test('/contact: the savings summary shows the saving of each service from its cost comparison', async () => {
  renderPage('/contact')
  const savings = await findRegion('What Our Clients Save')
  expect([...savings.querySelectorAll('.savings')].map((figure) => figure.textContent)).toEqual([
    '60-70%',
    '65-70%',
    '65-70%',
  ])
})
