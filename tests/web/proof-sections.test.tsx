// Proof on the site: the client logo strip, the partner and certification badges, and a testimonial's portrait
// and company logo, rendered from fixtures in the shape the page query returns.
import { readFileSync } from 'node:fs'
import type { ReactElement } from 'react'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { QueryClient } from '@tanstack/react-query'
import { evaluate, parse } from 'groq-js'
import { describe, expect, test } from 'vitest'
import { Providers, RoutedProviders } from '../../web/src/app/Providers.tsx'
import { sanityQueryKey } from '../../web/src/data/query.ts'
import { siteSettingsQuery } from '../../web/src/queries/settings.ts'
import type { SectionOf } from '../../web/src/features/sections/types.ts'
import { LogoStripSection } from '../../web/src/features/sections/logoStripSection/LogoStripSection.tsx'
import { BadgeSection } from '../../web/src/features/sections/badgeSection/BadgeSection.tsx'
import { TestimonialSection } from '../../web/src/features/sections/testimonialSection/TestimonialSection.tsx'

const seed = readFileSync(
  new URL('../../content/production.ndjson', `file://${import.meta.filename}`),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string })
const settings = await (await evaluate(parse(siteSettingsQuery), { dataset: seed })).get()

function renderSection(element: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(sanityQueryKey(siteSettingsQuery), settings)
  const loadSanityClient = () => Promise.reject(new Error('Section tests must not query the content lake'))
  return render(
    <Providers queryClient={queryClient} loadSanityClient={loadSanityClient}>
      <MemoryRouter>
        <RoutedProviders>{element}</RoutedProviders>
      </MemoryRouter>
    </Providers>,
  )
}

const frame = { anchorId: null, eyebrow: null, heading: null, intro: null, tone: null }
const asset = (id: string, width = 480, height = 160) => ({
  _id: `image-${id}-${width}x${height}-png`,
  url: null,
  metadata: { dimensions: { width, height, aspectRatio: width / height } },
})
const logo = (id: string) => ({ _type: 'logoImage' as const, asset: asset(id) })

describe('LogoStripSection', () => {
  type Client = NonNullable<SectionOf<'logoStripSection'>['clients']>[number]
  const client = (name: string, fields: Partial<Client> = {}): Client => ({
    _key: name,
    name,
    logo: logo(name.replace(/\W/g, '').toLowerCase().padEnd(8, '0')),
    alt: name,
    href: null,
    ...fields,
  })
  const strip = (clients: Client[]) =>
    renderSection(
      <LogoStripSection
        section={{ _key: 'clients', _type: 'logoStripSection', ...frame, heading: 'Trusted by', clients }}
      />,
    )

  test('shows each client logo named by its alternative text, in order', () => {
    strip([
      client('Apex Manufacturing Group'),
      client('Meridian Logistics', { alt: 'Meridian Logistics logo' }),
    ])
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Apex Manufacturing Group',
      'Meridian Logistics logo',
    ])
  })

  test('a client with a case study or a website links there, named by its logo; one without is no link', () => {
    strip([
      client('Apex Manufacturing Group', { href: '/case-studies/manufacturing-erp-transformation' }),
      client('CloudNova Software', { href: 'https://cloudnova.example' }),
      client('Summit Insurance'),
    ])
    expect(screen.getByRole('link', { name: 'Apex Manufacturing Group' })).toHaveAttribute(
      'href',
      '/case-studies/manufacturing-erp-transformation',
    )
    const site = screen.getByRole('link', { name: /^CloudNova Software/ })
    expect(site).toHaveAttribute('href', 'https://cloudnova.example')
    expect(site).toHaveAttribute('target', '_blank')
    expect(site).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getAllByRole('link')).toHaveLength(2)
    expect(screen.getByRole('img', { name: 'Summit Insurance' }).closest('a')).toBeNull()
  })

  test('a client whose logo is missing is left out rather than shown as an empty tile', () => {
    strip([client('Apex Manufacturing Group'), client('Summit Insurance', { logo: null })])
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
  })
})

describe('BadgeSection', () => {
  type Credential = NonNullable<SectionOf<'badgeSection'>['credentials']>[number]
  const credential = (name: string, fields: Partial<Credential> = {}): Credential => ({
    _id: name,
    name,
    issuer: 'SAP',
    year: 2018,
    validUntil: null,
    proofUrl: '/contact',
    image: { _type: 'imageWithAlt', asset: asset('badge0000', 320, 320), alt: `${name} badge` },
    ...fields,
  })
  const badges = (credentials: Credential[]) =>
    renderSection(
      <BadgeSection
        section={{
          _key: 'credentials',
          _type: 'badgeSection',
          ...frame,
          heading: 'Certified Where It Counts',
          sinceLabel: 'Since',
          validUntilLabel: 'Valid until',
          proofLabel: 'Verify',
          credentials,
        }}
      />,
    )

  test('a badge shows its image, name, issuer and year obtained', () => {
    badges([credential('SAP Silver Partner')])
    const card = screen.getByRole('listitem')
    expect(within(card).getByRole('img', { name: 'SAP Silver Partner badge' })).toBeInTheDocument()
    expect(within(card).getByRole('heading', { level: 3, name: 'SAP Silver Partner' })).toBeInTheDocument()
    expect(within(card).getByText('SAP')).toBeInTheDocument()
    expect(within(card).getByText('Since 2018')).toBeInTheDocument()
  })

  test('a certificate that runs out shows until when, after the year obtained', () => {
    badges([
      credential('ISO 27001 Certified', {
        issuer: 'Accredited certification body',
        year: 2021,
        validUntil: 2027,
      }),
    ])
    expect(screen.getByText('Since 2021 · Valid until 2027')).toBeInTheDocument()
  })

  test('the proof link is named "Verify" and the credential, and goes to its proof', () => {
    badges([
      credential('SAP Silver Partner'),
      credential('ISTQB-Certified Test Team', { proofUrl: 'https://www.istqb.org/certified-testers' }),
    ])
    expect(screen.getByRole('link', { name: 'Verify SAP Silver Partner' })).toHaveAttribute(
      'href',
      '/contact',
    )
    const external = screen.getByRole('link', { name: /^Verify ISTQB-Certified Test Team/ })
    expect(external).toHaveAttribute('href', 'https://www.istqb.org/certified-testers')
    expect(external).toHaveAttribute('target', '_blank')
  })

  test('a credential without a proof link shows no link', () => {
    badges([credential('SAP Silver Partner', { proofUrl: null })])
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('TestimonialSection: faces and company logos', () => {
  type Testimonial = NonNullable<SectionOf<'testimonialSection'>['testimonials']>[number]
  const testimonial = (fields: Partial<Testimonial>): Testimonial => ({
    _id: 'a',
    name: 'Sarah Mitchell',
    role: 'CFO',
    company: 'Apex Manufacturing Group',
    industry: 'Manufacturing',
    content: 'Quote',
    rating: 5,
    results: null,
    projectType: null,
    image: null,
    companyLogo: null,
    ...fields,
  })
  const card = (item: Testimonial) => {
    const { container } = renderSection(
      <TestimonialSection
        section={{
          _key: 't',
          _type: 'testimonialSection',
          ...frame,
          layout: 'grid',
          ratingLabel: null,
          links: null,
          testimonials: [item],
        }}
      />,
    )
    return container
  }

  test('shows the portrait when the testimonial has one', () => {
    const container = card(
      testimonial({
        image: {
          _type: 'imageWithAlt',
          alt: 'Illustrated portrait of Sarah Mitchell',
          hotspot: null,
          crop: null,
          asset: {
            ...asset('portrait0', 400, 400),
            metadata: { lqip: null, ...asset('portrait0', 400, 400).metadata },
          },
        },
      }),
    )
    const avatar = container.querySelector('.avatar')!
    expect(avatar.querySelector('img')).not.toBeNull()
    expect(avatar).not.toHaveTextContent('SM')
  })

  test('shows the initials when it has no portrait', () => {
    const container = card(testimonial({}))
    expect(container.querySelector('.avatar')).toHaveTextContent('SM')
    expect(container.querySelector('.avatar img')).toBeNull()
  })

  test('shows the company logo, which screen readers skip since the caption names the company', () => {
    const container = card(testimonial({ companyLogo: logo('apex0000') }))
    const img = container.querySelector('img.company-logo')!
    expect(img).toHaveAttribute('alt', '')
    expect(screen.getByText('CFO, Apex Manufacturing Group')).toBeInTheDocument()
  })
})
