// The general page-builder sections, rendered from small section fixtures (the shape the page query returns) with
// the real site settings of the seed dataset, projected by the site's own settings query.
import { readFileSync } from 'node:fs'
import type { ReactElement } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { QueryClient } from '@tanstack/react-query'
import { evaluate, parse } from 'groq-js'
import { describe, expect, test } from 'vitest'
import { Providers, RoutedProviders } from '../../web/src/app/Providers.tsx'
import { sanityQueryKey } from '../../web/src/data/query.ts'
import { siteSettingsQuery } from '../../web/src/queries/settings.ts'
import type { PageSection, SectionOf } from '../../web/src/features/sections/types.ts'
import { HeroSection } from '../../web/src/features/sections/heroSection/HeroSection.tsx'
import { StatGridSection } from '../../web/src/features/sections/statGridSection/StatGridSection.tsx'
import { CardGridSection } from '../../web/src/features/sections/cardGridSection/CardGridSection.tsx'
import { ServiceGridSection } from '../../web/src/features/sections/serviceGridSection/ServiceGridSection.tsx'
import { BulletListSection } from '../../web/src/features/sections/bulletListSection/BulletListSection.tsx'
import { TestimonialSection } from '../../web/src/features/sections/testimonialSection/TestimonialSection.tsx'
import { FaqSection } from '../../web/src/features/sections/faqSection/FaqSection.tsx'
import { IndustryGridSection } from '../../web/src/features/sections/industryGridSection/IndustryGridSection.tsx'
import { CtaSection } from '../../web/src/features/sections/ctaSection/CtaSection.tsx'
import { ContactFormSection } from '../../web/src/features/sections/contactFormSection/ContactFormSection.tsx'
import { RichTextSection } from '../../web/src/features/sections/richTextSection/RichTextSection.tsx'

const seed = readFileSync(
  new URL('../../content/production.ndjson', `file://${import.meta.filename}`),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string })
const settings = await (await evaluate(parse(siteSettingsQuery), { dataset: seed })).get()

/**
 * Renders a section with the providers of the app; site settings come from the seed (with `changes` over them),
 * nothing goes to the network.
 */
function renderSection(element: ReactElement, changes: Partial<NonNullable<typeof settings>> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(sanityQueryKey(siteSettingsQuery), { ...settings, ...changes })
  const loadSanityClient = () => Promise.reject(new Error('Section tests must not query the content lake'))
  return render(
    <Providers queryClient={queryClient} loadSanityClient={loadSanityClient}>
      <MemoryRouter>
        <RoutedProviders>{element}</RoutedProviders>
      </MemoryRouter>
    </Providers>,
  )
}

type Link = NonNullable<SectionOf<'heroSection'>['links']>[number]
const link = (key: string, label: string, kind: Link['kind'], href: string | null = null): Link => ({
  _key: key,
  label,
  kind,
  href,
  variant: null,
  fullPageLoad: null,
})
type Frame = 'anchorId' | 'eyebrow' | 'heading' | 'intro' | 'tone'
const frame = { anchorId: null, eyebrow: null, heading: null, intro: null, tone: null }
/** A section as the page query returns it: the frame fields default to null. */
function section<T extends PageSection['_type']>(
  type: T,
  fields: Omit<SectionOf<T>, '_key' | '_type' | Frame> & Partial<Pick<SectionOf<T>, Frame>>,
) {
  return { _key: type, _type: type, ...frame, ...fields } as SectionOf<T>
}
const image = {
  _type: 'imageWithAlt' as const,
  alt: 'Consultants at work',
  hotspot: null,
  crop: null,
  asset: {
    _id: 'image-0123456789abcdef0123456789abcdef01234567-1600x1000-jpg',
    url: null,
    metadata: { lqip: null, dimensions: { width: 1600, height: 1000, aspectRatio: 1.6 } },
  },
}

describe('HeroSection', () => {
  const hero = section('heroSection', {
    heading: 'Expert ERP Solutions',
    subheading: 'Senior consultants, 24/7 support.',
    badges: [
      { _id: 'stat-implementations', value: '150+', label: 'implementations' },
      { _id: 'stat-years', value: '10+', label: 'years' },
    ],
    links: [
      link('book', 'Schedule Consultation', 'booking'),
      link('explore', 'Explore Our Services', 'internal', '/services'),
    ],
    stats: [{ _id: 's1', value: '500+', label: 'Projects', description: null }],
    image,
    showAssistantCard: false,
  })

  test('the heading is the page h1 and the badges and stats show', () => {
    renderSection(<HeroSection section={hero} index={0} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Expert ERP Solutions')
    expect(screen.getByText('Senior consultants, 24/7 support.')).toBeInTheDocument()
    expect(screen.getByText('150+ implementations')).toBeInTheDocument()
    expect(screen.getByText('500+')).toBeInTheDocument()
    expect(screen.getByText('Projects')).toBeInTheDocument()
  })

  test('the booking link opens the booking page in a new tab without opener or referrer', () => {
    renderSection(<HeroSection section={hero} index={0} />)
    const booking = screen.getByRole('link', { name: /Schedule Consultation/ })
    expect(booking).toHaveAttribute('href', settings!.bookingUrl)
    expect(booking).toHaveAttribute('target', '_blank')
    expect(booking).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services')
  })

  test('as the first section its image is the eager, high-priority LCP image', () => {
    renderSection(<HeroSection section={hero} index={0} />)
    const img = screen.getByRole('img', { name: 'Consultants at work' })
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })

  test('further down the page its image loads lazily', () => {
    renderSection(<HeroSection section={hero} index={3} />)
    expect(screen.getByRole('img', { name: 'Consultants at work' })).toHaveAttribute('loading', 'lazy')
  })

  test('showAssistantCard shows the AI Assistant card with its button from site settings', async () => {
    renderSection(<HeroSection section={{ ...hero, showAssistantCard: true }} index={0} />)
    expect(
      await screen.findByRole('button', { name: settings!.assistant!.cardButtonLabel! }),
    ).toHaveAttribute('aria-haspopup', 'dialog')
  })
})

describe('StatGridSection', () => {
  test('shows every stat value with its label, and the section links', () => {
    renderSection(
      <StatGridSection
        section={section('statGridSection', {
          heading: 'Why Outsource to India',
          stats: [
            { _id: 'a', value: '60-70%', label: 'Cost savings', description: null },
            { _id: 'b', value: '4M+', label: 'IT professionals', description: null },
          ],
          links: [link('more', 'Learn More', 'internal', '/india-advantage')],
        })}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Why Outsource to India' })).toBeInTheDocument()
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    const values = screen.getAllByRole('definition').map((value) => value.textContent)
    expect(terms).toEqual(['Cost savings', 'IT professionals'])
    expect(values).toEqual(['60-70%', '4M+'])
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/india-advantage')
  })
})

describe('CardGridSection', () => {
  const cards: NonNullable<SectionOf<'cardGridSection'>['cards']> = [
    {
      _key: 'c1',
      icon: 'rocket',
      emoji: null,
      title: 'Discover',
      description: 'Workshops and fit-gap.',
      stats: 'Save up to 70%',
      features: ['Process mapping', 'Roadmap'],
      color: 'teal',
      link: { ...link('l1', 'Learn more', 'internal', '/sap-implementation'), _key: null },
    },
    {
      _key: 'c2',
      icon: null,
      emoji: null,
      title: 'Deploy',
      description: null,
      stats: null,
      features: null,
      color: null,
      link: null,
    },
  ]

  test('numbered cards form an ordered list showing each step number', () => {
    renderSection(
      <CardGridSection
        section={section('cardGridSection', { columns: 2, numbered: true, cards, links: null })}
      />,
    )
    const list = screen.getAllByRole('list')[0]!
    expect(list.tagName).toBe('OL')
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list)
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent(/^1/)
    expect(items[1]).toHaveTextContent(/^2/)
  })

  test('a card shows its title, description, stats line, features and link', () => {
    renderSection(
      <CardGridSection
        section={section('cardGridSection', { columns: 3, numbered: false, cards, links: null })}
      />,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Discover' })).toBeInTheDocument()
    // The description is one paragraph; its hyphenated word is kept whole in a span of its own (KeepTogether).
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'Workshops and fit-gap.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Save up to 70%')).toBeInTheDocument()
    expect(screen.getByText('Process mapping')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/sap-implementation')
    expect(screen.getByText('Deploy').closest('ul')?.tagName).toBe('UL')
  })
})

describe('ServiceGridSection', () => {
  const services = [
    ['SAP Implementation', '/sap-implementation'],
    ['Staff Augmentation', '/staff-augmentation'],
  ].map(([title, path], index): NonNullable<SectionOf<'serviceGridSection'>['services']>[number] => ({
    _id: `service-${index}`,
    title: title!,
    path: path!,
    navLabel: title!,
    summary: `${title} summary`,
    icon: 'database',
    color: 'blue',
    highlights: ['S/4HANA'],
  }))

  test('each service card is one link named by its title, to its service page', () => {
    renderSection(
      <ServiceGridSection
        section={section('serviceGridSection', {
          services,
          links: [link('all', 'View All Services', 'internal', '/services')],
        })}
      />,
    )
    expect(screen.getByRole('link', { name: 'SAP Implementation' })).toHaveAttribute(
      'href',
      '/sap-implementation',
    )
    expect(screen.getByRole('link', { name: 'Staff Augmentation' })).toHaveAttribute(
      'href',
      '/staff-augmentation',
    )
    expect(screen.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services')
    expect(screen.getAllByRole('link')).toHaveLength(3)
  })
})

describe('BulletListSection', () => {
  test('every point is an item of one list', () => {
    renderSection(
      <BulletListSection
        section={section('bulletListSection', {
          heading: 'Why Choose Us',
          items: ['Certified consultants', 'Fixed-price delivery', '24/7 support'],
          links: null,
          image: null,
        })}
      />,
    )
    const list = screen.getByRole('list')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Certified consultants', 'Fixed-price delivery', '24/7 support'])
  })
})

describe('TestimonialSection', () => {
  type Testimonial = NonNullable<SectionOf<'testimonialSection'>['testimonials']>[number]
  const testimonial = (id: string, rating: Testimonial['rating']): Testimonial => ({
    _id: id,
    name: `Client ${id}`,
    role: 'CIO',
    company: 'Acme Manufacturing',
    industry: 'Manufacturing',
    content: `Quote ${id}`,
    rating,
    results: '40% faster close',
    projectType: 'SAP S/4HANA',
    image: null,
    companyLogo: null,
  })

  test('each card names its rating for screen readers, from the rating field', () => {
    renderSection(
      <TestimonialSection
        section={section('testimonialSection', {
          layout: 'grid',
          ratingLabel: 'Rated {rating} out of {max}',
          links: null,
          testimonials: [testimonial('a', 5), testimonial('b', 4)],
        })}
      />,
    )
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument()
  })

  test("the rating is named in the section's words, in its language", () => {
    renderSection(
      <TestimonialSection
        section={section('testimonialSection', {
          layout: 'grid',
          ratingLabel: 'Mit {rating} von {max} Sternen bewertet',
          links: null,
          testimonials: [testimonial('a', 4)],
        })}
      />,
    )
    expect(screen.getByRole('img', { name: 'Mit 4 von 5 Sternen bewertet' })).toBeInTheDocument()
  })

  test('a card shows quote, name, role and company, results, project type and industry', () => {
    renderSection(
      <TestimonialSection
        section={section('testimonialSection', {
          layout: 'featured',
          ratingLabel: null,
          links: null,
          testimonials: [testimonial('a', 5)],
        })}
      />,
    )
    const quote = screen.getByText('Quote a')
    expect(quote.closest('blockquote')).not.toBeNull()
    const card = quote.closest('figure')!
    expect(within(card).getByText('Client a')).toBeInTheDocument()
    expect(within(card).getByText('CIO, Acme Manufacturing')).toBeInTheDocument()
    expect(within(card).getByText('40% faster close')).toBeInTheDocument()
    expect(within(card).getByText('SAP S/4HANA')).toBeInTheDocument()
    expect(within(card).getByText('Manufacturing')).toBeInTheDocument()
  })
})

describe('FaqSection', () => {
  const items = ['What does SAP cost?', 'How fast can you start?', 'Do you offer support?'].map(
    (question, index) => ({
      _id: `faq-${index}`,
      question,
      answer: `Answer ${index}`,
    }),
  )

  /** Each question is a <details>, so it opens from the HTML alone; its <summary> holds the question. */
  const question = (text: string) => screen.getByText(text).closest('details')!

  test('questions open independently: several can be open at once', async () => {
    const user = userEvent.setup()
    renderSection(<FaqSection section={section('faqSection', { heading: 'FAQ', items })} />)
    const [first, second, third] = items.map((item) => question(item.question))
    expect(first).not.toHaveAttribute('open')
    await user.click(screen.getByText(items[0]!.question))
    await user.click(screen.getByText(items[1]!.question))
    expect(first).toHaveAttribute('open')
    expect(second).toHaveAttribute('open')
    expect(third).not.toHaveAttribute('open')
    expect(screen.getByText('Answer 0')).toBeVisible()
    expect(screen.getByText('Answer 1')).toBeVisible()
    await user.click(screen.getByText(items[0]!.question))
    expect(first).not.toHaveAttribute('open')
    expect(second).toHaveAttribute('open')
  })

  test('each question is a heading inside the summary that opens its answer', () => {
    renderSection(<FaqSection section={section('faqSection', { heading: 'FAQ', items })} />)
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      items.map((item) => item.question),
    )
    const summary = screen.getByRole('heading', { name: 'How fast can you start?' }).closest('summary')!
    expect(summary.parentElement).toBe(question('How fast can you start?'))
    expect(within(question('How fast can you start?')).getByText('Answer 1')).toBeInTheDocument()
  })
})

describe('IndustryGridSection', () => {
  test('every industry is a list item with its name', () => {
    renderSection(
      <IndustryGridSection
        section={section('industryGridSection', {
          industries: [
            { _id: 'i1', name: 'Manufacturing', icon: 'factory' },
            { _id: 'i2', name: 'Healthcare', icon: 'heart' },
          ],
        })}
      />,
    )
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Manufacturing',
      'Healthcare',
    ])
  })
})

describe('CtaSection', () => {
  test('a link with nowhere to go is plain text, never a button without action; booking links open a new tab', () => {
    renderSection(
      <CtaSection
        section={section('ctaSection', {
          heading: 'Ready to start?',
          text: 'Talk to our consultants.',
          links: [
            link('start', 'Start Your Journey', 'none'),
            link('book', 'Schedule Consultation', 'booking'),
          ],
        })}
      />,
    )
    expect(screen.getByText('Talk to our consultants.')).toBeInTheDocument()
    expect(screen.getByText('Start Your Journey').tagName).toBe('SPAN')
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('link', { name: /Schedule Consultation/ })).toHaveAttribute('target', '_blank')
  })

  test('a link that opens a new tab says so to screen readers in the words of Site Settings', () => {
    const cta = section('ctaSection', {
      heading: 'Ready to start?',
      text: null,
      links: [link('book', 'Schedule Consultation', 'booking')],
    })
    const { unmount } = renderSection(<CtaSection section={cta} />)
    const booking = screen.getByRole('link', { name: /Schedule Consultation/ })
    expect(booking).toHaveTextContent('Schedule Consultation (opens in a new tab)')
    expect(within(booking).getByText('(opens in a new tab)')).toHaveClass('visually-hidden')
    unmount()

    renderSection(<CtaSection section={cta} />, { newTabHint: 'öffnet in einem neuen Tab' })
    expect(screen.getByRole('link', { name: /Schedule Consultation/ })).toHaveTextContent(
      'Schedule Consultation (öffnet in einem neuen Tab)',
    )
  })
})

test('a booking button whose query gave it the site’s page with the calendar leads there, in the same tab', () => {
  const cta = section('ctaSection', {
    heading: 'Ready to start?',
    text: null,
    links: [link('book', 'Schedule Consultation', 'booking', '/book')],
  })
  renderSection(<CtaSection section={cta} />)
  const booking = screen.getByRole('link', { name: 'Schedule Consultation' })
  expect(booking).toHaveAttribute('href', '/book')
  expect(booking).not.toHaveAttribute('target')
})

describe('ContactFormSection', () => {
  const contact = (showContactDetails: boolean) =>
    section('contactFormSection', {
      anchorId: 'contact',
      heading: 'Contact Us',
      variant: 'home',
      formName: null,
      campaignCode: null,
      presetService: null,
      serviceOptions: [{ _key: 'sap', value: 'sap', label: 'SAP Implementation' }],
      submitLabel: 'Send Message',
      messages: null,
      confirmationHeading: 'Thank you, we have your message',
      confirmationText: 'A solution architect replies within 24 hours.',
      labels: {
        name: 'Name',
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email',
        company: 'Company',
        phone: 'Phone',
        service: 'Service',
        servicePlaceholder: 'Choose a service',
        message: 'Message',
        messagePlaceholder: 'How can we help?',
      },
      showContactDetails,
      bookingPagePath: null,
    })

  test('with contact details: phone, e-mail, address and booking link from site settings beside the form', async () => {
    renderSection(<ContactFormSection section={contact(true)} />)
    expect(screen.getByRole('link', { name: settings!.phone! })).toHaveAttribute(
      'href',
      `tel:${settings!.phoneHref}`,
    )
    expect(screen.getByRole('link', { name: settings!.email! })).toHaveAttribute(
      'href',
      `mailto:${settings!.email}`,
    )
    expect(screen.getByText(settings!.phoneHours!)).toBeInTheDocument()
    expect(screen.getByText(settings!.replyPromise!)).toBeInTheDocument()
    expect(screen.getByText(/1200 Market Street/).tagName).toBe('ADDRESS')
    const booking = screen.getByRole('link', { name: new RegExp(settings!.bookingLabel!) })
    expect(booking).toHaveAttribute('target', '_blank')
    expect(booking).toHaveAttribute('rel', 'noopener noreferrer')
    // The form loads from its own chunk.
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeInTheDocument()
  })

  test('the booking link beside the form says it opens a new tab in the words of Site Settings', async () => {
    renderSection(<ContactFormSection section={contact(true)} />, { newTabHint: 'öffnet in einem neuen Tab' })
    const booking = screen.getByRole('link', { name: new RegExp(settings!.bookingLabel!) })
    expect(booking).toHaveTextContent(`${settings!.bookingLabel} (öffnet in einem neuen Tab)`)
    expect(within(booking).getByText('(öffnet in einem neuen Tab)')).toHaveClass('visually-hidden')
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeInTheDocument()
  })

  test('without contact details only the form shows', async () => {
    renderSection(<ContactFormSection section={contact(false)} />)
    expect(document.getElementById('contact')).not.toBeNull()
    expect(screen.queryByRole('link', { name: settings!.phone! })).toBeNull()
    // The form loads from its own chunk.
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeInTheDocument()
  })
})

describe('RichTextSection', () => {
  test('renders its Portable Text body', () => {
    renderSection(
      <RichTextSection
        section={section('richTextSection', {
          heading: 'The Platform',
          image: null,
          body: [
            {
              _key: 'b1',
              _type: 'block',
              style: 'normal',
              markDefs: [],
              children: [{ _key: 's1', _type: 'span', marks: ['strong'], text: 'One platform' }],
            },
          ] as SectionOf<'richTextSection'>['body'],
        })}
      />,
    )
    expect(screen.getByText('One platform').tagName).toBe('STRONG')
  })
})
