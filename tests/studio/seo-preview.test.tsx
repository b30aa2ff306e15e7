// The Studio's search and share preview as a marketer reads it: the snippet (address line, title, description, cut
// off as search engines cut them), the counters against the recommended lengths, where an empty field's text comes
// from, a page hidden from search engines, and the shared card.
import { render, screen, within } from '@testing-library/react'
import { studioTheme, ThemeProvider } from '@sanity/ui'
import { describe, expect, test } from 'vitest'
import {
  cutOff,
  searchResultUrl,
  SeoPreview,
  type SeoPreviewLabels,
} from '../../studio/components/SeoPreview.tsx'
import { documentSeo, type SeoDocument } from '../../schemas/lib/seo.ts'

const settings = {
  companyName: 'Northbridge Consulting',
  siteUrl: 'https://www.northbridge-consulting.com',
  defaultSeo: { metaTitle: 'Expert ERP Solutions', metaDescription: 'The default description.' },
  shareImage: { asset: { _ref: 'image-default-1200x630-jpg' } },
}
const labels: SeoPreviewLabels = {
  metaTitle: 'Title in search results',
  metaDescription: 'Description in search results',
  noIndex: 'Hide from search engines',
  title: 'Name',
  description: 'Card text',
}
const service = (seo: SeoDocument['seo']): SeoDocument => ({
  _type: 'service',
  title: 'SAP Implementation',
  summary: 'End-to-end SAP S/4HANA implementation.',
  path: '/sap-implementation',
  seo,
})

function show(doc: SeoDocument, image?: { url: string; alt?: string }) {
  render(
    <ThemeProvider theme={studioTheme}>
      <SeoPreview seo={documentSeo(doc, settings)} image={image} labels={labels} />
    </ThemeProvider>,
  )
  return screen.getByRole('region', { name: 'Search and share preview' })
}

const LONG_DESCRIPTION =
  'Certified SAP consultants implement S/4HANA, SuccessFactors, Ariba and Concur with a proven four-phase method, a 99% success rate and round-the-clock support.'

describe('the search result', () => {
  test('shows the address, title and description, with their lengths', () => {
    const region = show(
      service({
        metaTitle: 'SAP Implementation Services | S/4HANA Experts',
        metaDescription: 'Certified SAP consultants implement S/4HANA.',
      }),
    )
    expect(within(region).getByTestId('seo-preview-url')).toHaveTextContent(
      'www.northbridge-consulting.com › sap-implementation',
    )
    expect(within(region).getByTestId('seo-preview-title')).toHaveTextContent(
      'SAP Implementation Services | S/4HANA Experts',
    )
    expect(within(region).getByTestId('seo-preview-description')).toHaveTextContent(
      'Certified SAP consultants implement S/4HANA.',
    )
    expect(within(region).getByText('Title: 45/60 characters')).toBeVisible()
    expect(within(region).getByText('Description: 44/160 characters')).toBeVisible()
    expect(within(region).queryByText(/Search engines cut off/)).toBeNull()
  })

  test('cuts a long title and description off with "…" and says so under the counter', () => {
    const title = 'SAP Implementation Services for Manufacturing, Retail and Healthcare Companies'
    const description = `${LONG_DESCRIPTION} Talk to us today.`
    const region = show(service({ metaTitle: title, metaDescription: description }))
    const shownTitle = within(region).getByTestId('seo-preview-title').textContent!
    expect(shownTitle).toBe('SAP Implementation Services for Manufacturing, Retail and…')
    expect(shownTitle.length).toBeLessThanOrEqual(60)
    const shownDescription = within(region).getByTestId('seo-preview-description').textContent!
    expect(shownDescription.endsWith('…')).toBe(true)
    expect(shownDescription.length).toBeLessThanOrEqual(160)

    expect(within(region).getByTestId('seo-preview-title-count')).toHaveTextContent(
      `Title: ${title.length}/60 characters`,
    )
    expect(within(region).getByText('Search engines cut off what goes past 60 characters.')).toBeVisible()
    expect(within(region).getByTestId('seo-preview-description-count')).toHaveTextContent(
      `Description: ${description.length}/160 characters`,
    )
    expect(within(region).getByText('Search engines cut off what goes past 160 characters.')).toBeVisible()
  })

  test('empty fields: the name with the company name and the card text, and where they come from', () => {
    const region = show(service({ _type: 'seo' } as SeoDocument['seo']))
    expect(within(region).getByTestId('seo-preview-title')).toHaveTextContent(
      'SAP Implementation | Northbridge Consulting',
    )
    expect(within(region).getByTestId('seo-preview-description')).toHaveTextContent(
      'End-to-end SAP S/4HANA implementation.',
    )
    expect(
      within(region).getByText(
        'Made from “Name” and the company name, because “Title in search results” is empty.',
      ),
    ).toBeVisible()
    expect(
      within(region).getByText('Taken from “Card text”, because “Description in search results” is empty.'),
    ).toBeVisible()
    expect(within(region).getByText('Title: 43/60 characters')).toBeVisible()
  })

  test('a page hidden from search engines says so instead of a snippet', () => {
    const region = show(service({ metaTitle: 'Thank You', noIndex: true }))
    expect(within(region).queryByTestId('seo-preview-search')).toBeNull()
    expect(within(region).getByTestId('seo-preview-hidden')).toHaveTextContent(
      'Hidden from search engines: “Hide from search engines” is on, so this page is not listed in search results.',
    )
    // The title still shows in the browser tab and when shared.
    expect(within(region).getByText('Title: 9/60 characters')).toBeVisible()
  })

  test('the preferred address is the one shown', () => {
    const region = show(service({ canonicalPath: '/services/sap' }))
    expect(within(region).getByTestId('seo-preview-url')).toHaveTextContent(
      'www.northbridge-consulting.com › services › sap',
    )
  })
})

describe('the shared card', () => {
  test('shows the image, the host, the title and the description', () => {
    const region = show(service({ metaTitle: 'SAP Implementation Services' }), {
      url: '/content-lake/images/local/production/own-1200x630.jpg?w=600&h=315',
      alt: 'Consultants at work',
    })
    const card = within(region).getByTestId('seo-preview-share')
    expect(within(card).getByRole('img', { name: 'Consultants at work' })).toHaveAttribute(
      'src',
      '/content-lake/images/local/production/own-1200x630.jpg?w=600&h=315',
    )
    expect(card).toHaveTextContent('www.northbridge-consulting.com')
    expect(card).toHaveTextContent('SAP Implementation Services')
    expect(card).toHaveTextContent('End-to-end SAP S/4HANA implementation.')
    expect(within(region).getByText('The default share image from Site Settings.')).toBeVisible()
  })

  test('without any share image it says the link is shared without a picture', () => {
    render(
      <ThemeProvider theme={studioTheme}>
        <SeoPreview
          seo={documentSeo(service(undefined), { ...settings, shareImage: undefined })}
          labels={labels}
        />
      </ThemeProvider>,
    )
    expect(screen.getByText('No image')).toBeVisible()
    expect(screen.getByText('No share image: the link is shared without a picture.')).toBeVisible()
  })
})

test('a case study without detail has no page to preview in search results', () => {
  const region = show({
    _type: 'caseStudy',
    title: 'Financial Services Automation',
    slug: { current: 'fsa' },
  })
  expect(
    within(region).getByText(
      'This document has no page of its own on the site yet, so it cannot be found or shared.',
    ),
  ).toBeVisible()
})

describe('cutting off and the address line', () => {
  test('a text that fits is left alone; a longer one ends at a whole word', () => {
    expect(cutOff('Short title', 60)).toBe('Short title')
    expect(cutOff('x'.repeat(60), 60)).toBe('x'.repeat(60))
    expect(cutOff('one two three four', 12)).toBe('one two…')
    // A word that ends just where the room does is kept whole.
    expect(cutOff('one two three four', 14)).toBe('one two three…')
    // One very long word is cut inside it.
    expect(cutOff('a'.repeat(80), 60)).toBe(`${'a'.repeat(59)}…`)
  })

  test('the home page is the host alone; segments are separated by ›', () => {
    expect(searchResultUrl('https://www.example.com/')).toBe('www.example.com')
    expect(searchResultUrl('https://www.example.com/case-studies/retail')).toBe(
      'www.example.com › case-studies › retail',
    )
  })
})
