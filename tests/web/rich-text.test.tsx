// Rich text from query to page: an article's body and a text section's body are projected by the site's own
// queries (groq-js over the seed dataset plus the article below), then rendered by the PortableText component with
// the seed's site settings. Internal links are references, so the projection decides where they go.
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { QueryClient } from '@tanstack/react-query'
import { evaluate, parse } from 'groq-js'
import { describe, expect, test } from 'vitest'
import { Providers, RoutedProviders } from '../../web/src/app/Providers.tsx'
import { sanityQueryKey } from '../../web/src/data/query.ts'
import { siteSettingsQuery } from '../../web/src/queries/settings.ts'
import { blogPostBySlugQuery } from '../../web/src/queries/blog.ts'
import { pageByPathQuery } from '../../web/src/queries/page.ts'
import { PortableText, type RichText } from '../../web/src/components/PortableText.tsx'
import type { BlogPostBySlugQueryResult, PageByPathQueryResult } from '../../shared/sanity.types.ts'
import { seedDocuments } from '../mocks/seed.ts'

type Doc = { _id: string; _type: string; [field: string]: unknown }
const seed = (await seedDocuments()) as Doc[]
const anImage = seed.find((doc) => doc._type === 'sanity.imageAsset' && doc._id.endsWith('-1600x900-jpg'))!

const ref = (id: string) => ({ _type: 'reference', _ref: id, _weak: true })
const span = (key: string, text: string, marks: string[] = []) => ({ _type: 'span', _key: key, text, marks })

/** An article whose one paragraph links to a page of each kind, and to other sites, followed by two images. */
const article: Doc = {
  _id: 'blogPost-rich-text',
  _type: 'blogPost',
  title: 'Rich text',
  slug: { _type: 'slug', current: 'rich-text' },
  body: [
    {
      _type: 'block',
      _key: 'p1',
      style: 'normal',
      markDefs: [
        { _type: 'internalLink', _key: 'contact', reference: ref('page-contact') },
        { _type: 'internalLink', _key: 'service', reference: ref('service-sap-btp') },
        { _type: 'internalLink', _key: 'post', reference: ref('blogPost-sap-btp-clean-core') },
        { _type: 'internalLink', _key: 'study', reference: ref('caseStudy-retail-omnichannel-integration') },
        { _type: 'internalLink', _key: 'card', reference: ref('caseStudy-financial-services-automation') },
        { _type: 'link', _key: 'sap', href: 'https://www.sap.com/products/erp.html', openInNewTab: true },
        { _type: 'link', _key: 'mail', href: 'mailto:hello@example.com', openInNewTab: false },
        { _type: 'link', _key: 'bad', href: 'javascript:alert(1)', openInNewTab: false },
        { _type: 'link', _key: 'call', href: 'tel:+15550123456', openInNewTab: true },
      ],
      children: [
        span('s1', 'Talk to us', ['contact']),
        span('s2', ' about '),
        span('s3', 'SAP BTP', ['service']),
        span('s4', ', read '),
        span('s5', 'the clean core guide', ['post']),
        span('s6', ' and '),
        span('s7', 'the retail story', ['study']),
        span('s8', ', or '),
        span('s9', 'the banking card', ['card']),
        span('s10', '. See '),
        span('s11', 'SAP ERP', ['sap']),
        span('s12', ', '),
        span('s13', 'e-mail us', ['mail']),
        span('s14', ' or '),
        span('s15', 'click here', ['bad']),
        span('s16', ' or '),
        span('s17', 'call us', ['call']),
        span('s18', '.'),
      ],
    },
    {
      _type: 'image',
      _key: 'figure',
      asset: { _type: 'reference', _ref: anImage._id },
      alt: 'Consultants planning a migration at a whiteboard',
      caption: 'Planning the cut-over weekend',
    },
    { _type: 'image', _key: 'ornament', asset: { _type: 'reference', _ref: anImage._id }, decorative: true },
  ],
}

type Change = (docs: Doc[]) => Doc[]
const renamePage =
  (id: string, path: string): Change =>
  (docs) =>
    docs.map((doc) => (doc._id === id ? { ...doc, path } : doc))
const deleteDocument =
  (id: string): Change =>
  (docs) =>
    docs.filter((doc) => doc._id !== id)

/** The article's body as the site's article query projects it, after `change` to the dataset. */
async function articleBody(change: Change = (docs) => docs): Promise<RichText> {
  const dataset = change([...seed, article])
  const result = (await (
    await evaluate(parse(blogPostBySlugQuery), { dataset, params: { slug: 'rich-text', language: 'en' } })
  ).get()) as BlogPostBySlugQueryResult
  return result!.body!
}

const settingsOf = async (dataset: Doc[]) => (await evaluate(parse(siteSettingsQuery), { dataset })).get()

/** Renders rich text inside the app's providers, with the site settings of `dataset`. */
async function renderRichText(value: RichText, dataset: Doc[] = seed) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(sanityQueryKey(siteSettingsQuery), await settingsOf(dataset))
  const loadSanityClient = () => Promise.reject(new Error('Rich text must not query the content lake'))
  return render(
    <Providers queryClient={queryClient} loadSanityClient={loadSanityClient}>
      <MemoryRouter>
        <RoutedProviders>
          <PortableText value={value} />
        </RoutedProviders>
      </MemoryRouter>
    </Providers>,
  )
}

/** The words are in the text, and no link has them. */
function expectPlainText(words: string) {
  expect(screen.getByRole('paragraph')).toHaveTextContent(words)
  expect(screen.queryByRole('link', { name: new RegExp(words) })).toBeNull()
}

describe('internal links', () => {
  test('go to the current address of the page they reference', async () => {
    await renderRichText(await articleBody())
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact')
  })

  test('follow the page when its address changes', async () => {
    await renderRichText(await articleBody(renamePage('page-contact', '/get-in-touch')))
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/get-in-touch')
  })

  test('render as plain text once the page is deleted, not as a broken link', async () => {
    const body = await articleBody(deleteDocument('page-contact'))
    expect((body[0] as { markDefs: unknown[] }).markDefs[0]).toEqual({
      _key: 'contact',
      _type: 'internalLink',
      href: null,
    })
    await renderRichText(body)
    expectPlainText('Talk to us')
  })

  test('reach services, articles and case studies at their routes', async () => {
    await renderRichText(await articleBody())
    expect(screen.getByRole('link', { name: 'SAP BTP' })).toHaveAttribute('href', '/sap-btp')
    expect(screen.getByRole('link', { name: 'the clean core guide' })).toHaveAttribute(
      'href',
      '/blog/sap-btp-clean-core',
    )
    expect(screen.getByRole('link', { name: 'the retail story' })).toHaveAttribute(
      'href',
      '/case-studies/retail-omnichannel-integration',
    )
  })

  test('to a case study without a detail page render as plain text', async () => {
    await renderRichText(await articleBody())
    expectPlainText('the banking card')
  })

  test('in a text section of a page resolve the same way', async () => {
    const page: Doc = {
      _id: 'page-rich-text',
      _type: 'page',
      title: 'Rich text',
      path: '/rich-text',
      sections: [{ _type: 'richTextSection', _key: 'text', body: (article.body as unknown[]).slice(0, 1) }],
    }
    const dataset = renamePage('service-sap-btp', '/sap-business-technology-platform')([...seed, page])
    const result = (await (
      await evaluate(parse(pageByPathQuery), { dataset, params: { path: '/rich-text' } })
    ).get()) as PageByPathQueryResult
    const section = result!.sections![0] as { body: RichText }
    await renderRichText(section.body)
    expect(screen.getByRole('link', { name: 'SAP BTP' })).toHaveAttribute(
      'href',
      '/sap-business-technology-platform',
    )
  })
})

describe('external links', () => {
  test('set to open in a new tab do so without opener or referrer, and say so to screen readers', async () => {
    await renderRichText(await articleBody())
    const link = screen.getByRole('link', { name: /^SAP ERP/ })
    expect(link).toHaveTextContent('SAP ERP (opens in a new tab)')
    expect(link).toHaveAttribute('href', 'https://www.sap.com/products/erp.html')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(link).getByText('(opens in a new tab)')).toHaveClass('visually-hidden')
  })

  test('take the new-tab hint from Site Settings', async () => {
    const dataset = seed.map((doc) =>
      doc._id === 'siteSettings' ? { ...doc, newTabHint: 'öffnet in einem neuen Tab' } : doc,
    )
    await renderRichText(await articleBody(), dataset)
    expect(screen.getByRole('link', { name: /^SAP ERP/ })).toHaveTextContent(
      'SAP ERP (öffnet in einem neuen Tab)',
    )
  })

  test('not set to open in a new tab open in the same tab, with no hint', async () => {
    await renderRichText(await articleBody())
    const link = screen.getByRole('link', { name: 'e-mail us' })
    expect(link).toHaveAttribute('href', 'mailto:hello@example.com')
    expect(link).not.toHaveAttribute('target')
  })

  test('to a phone number or an e-mail address never open a new tab, which would stay blank', async () => {
    await renderRichText(await articleBody())
    const link = screen.getByRole('link', { name: 'call us' })
    expect(link).toHaveAttribute('href', 'tel:+15550123456')
    expect(link).not.toHaveAttribute('target')
  })

  test('with an address that is not https, mailto or tel render as plain text', async () => {
    await renderRichText(await articleBody())
    expectPlainText('click here')
  })
})

describe('images in the text', () => {
  test('render in a figure with their alternative text, caption and intrinsic size', async () => {
    const { container } = await renderRichText(await articleBody())
    const image = screen.getByRole('img', { name: 'Consultants planning a migration at a whiteboard' })
    const figure = image.closest('figure')!
    expect(within(figure).getByText('Planning the cut-over weekend').tagName).toBe('FIGCAPTION')
    expect(image).toHaveAttribute('width', '736')
    // The seed's images are 1600 x 900.
    expect(image).toHaveAttribute('height', '414')
    expect(image.getAttribute('srcset')).toMatch(/ 368w, .+ 736w/)
    expect(container.querySelectorAll('figure')).toHaveLength(2)
  })

  test('marked decorative have an empty alternative text, so screen readers skip them', async () => {
    const { container } = await renderRichText(await articleBody())
    const images = container.querySelectorAll('figure img')
    expect(images[1]).toHaveAttribute('alt', '')
    expect(images[1]!.closest('figure')!.querySelector('figcaption')).toBeNull()
  })
})

describe('figures', () => {
  /** An article whose paragraph cites the implementations Stat, with `value` as the Stat's figure. */
  async function citing(value: string | null) {
    const citing: Doc = {
      ...article,
      body: [
        {
          _type: 'block',
          _key: 'p1',
          style: 'normal',
          markDefs: [],
          children: [
            span('a', 'Our consultants have delivered '),
            { _type: 'statFigure', _key: 'f', stat: { _type: 'reference', _ref: 'stat-implementations' } },
            span('b', ' ERP implementations.'),
          ],
        },
      ],
    }
    const dataset = [...seed, citing].flatMap((doc) =>
      doc._id !== 'stat-implementations' ? [doc] : value === null ? [] : [{ ...doc, value }],
    )
    const result = (await (
      await evaluate(parse(blogPostBySlugQuery), { dataset, params: { slug: 'rich-text', language: 'en' } })
    ).get()) as BlogPostBySlugQueryResult
    return result!.body!
  }

  test('a figure in a sentence shows its Stat’s current value', async () => {
    await renderRichText(await citing('175+'))
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Our consultants have delivered 175+ ERP implementations.',
    )
  })

  test('a figure whose Stat is gone shows nothing, and the sentence stays', async () => {
    await renderRichText(await citing(null))
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Our consultants have delivered ERP implementations.',
    )
  })
})
