// The rules the Studio applies to rich text, run through the dataset checker (the Studio's own validation) on the
// seed with one article's text replaced: what a marketer sees when a link or an image is not right.
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import { checkDataset, formatViolation, loadDataset } from './checker/index.ts'

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url))
const ARTICLE = 'blogPost-sap-btp-clean-core'

const block = (key: string, markDefs: object[]) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs,
  children: [
    {
      _type: 'span',
      _key: `${key}s`,
      text: 'words',
      marks: markDefs.map((mark) => (mark as { _key: string })._key),
    },
  ],
})
const image = (key: string, fields: object) => ({
  _type: 'image',
  _key: key,
  _sanityAsset: 'image@file://./images/blog-sap-btp-clean-core.jpg',
  ...fields,
})

const body = [
  block('https', [
    { _type: 'link', _key: 'm', href: 'https://www.sap.com/products/erp.html', openInNewTab: true },
  ]),
  block('mailto', [{ _type: 'link', _key: 'm', href: 'mailto:hello@example.com' }]),
  block('tel', [{ _type: 'link', _key: 'm', href: 'tel:+15550123456' }]),
  block('path', [{ _type: 'link', _key: 'm', href: '/contact' }]),
  block('http', [{ _type: 'link', _key: 'm', href: 'http://example.com' }]),
  block('badmail', [{ _type: 'link', _key: 'm', href: 'mailto:hello' }]),
  block('badtel', [{ _type: 'link', _key: 'm', href: 'tel:call-us' }]),
  block('script', [{ _type: 'link', _key: 'm', href: 'javascript:alert(1)' }]),
  block('page', [
    {
      _type: 'internalLink',
      _key: 'm',
      reference: { _type: 'reference', _ref: 'page-contact', _weak: true },
    },
  ]),
  block('nopage', [{ _type: 'internalLink', _key: 'm' }]),
  block('deleted', [
    {
      _type: 'internalLink',
      _key: 'm',
      reference: { _type: 'reference', _ref: 'page-deleted', _weak: true },
    },
  ]),
  image('described', { alt: 'The clean core: standard SAP in the middle, extensions on BTP around it' }),
  image('decorative', { decorative: true }),
  image('undescribed', { caption: 'A caption is not a description' }),
]

let messages: string[]
beforeAll(async () => {
  const dataset = loadDataset(contentDir)
  dataset.documents = dataset.documents.map((doc) => (doc._id === ARTICLE ? { ...doc, body } : doc))
  const violations = await checkDataset(dataset)
  messages = violations.filter((violation) => violation.id === ARTICLE).map(formatViolation)
}, 120_000)

/** The messages about one block of the article, each marked "[warning] " when it is a warning. */
const problemsOf = (key: string) =>
  messages
    .filter((message) => message.replace('[warning] ', '').startsWith(`${ARTICLE} body[${key}]`))
    .map((message) => {
      const warning = message.startsWith('[warning] ') ? '[warning] ' : ''
      return warning + message.split(': ').slice(1).join(': ')
    })

describe('an external link in rich text', () => {
  test('may go to an https address, an e-mail address or a phone number', () => {
    expect([...problemsOf('https'), ...problemsOf('mailto'), ...problemsOf('tel')]).toEqual([])
  })

  test('to a page of this site is refused, pointing to "Internal link"', () => {
    expect(problemsOf('path')).toEqual([
      'A page on this site is linked with "Internal link" (the chain icon), so the link follows the page when its address changes',
    ])
  })

  test('to a plain http address or anything else is refused', () => {
    const message = 'Use a full address starting with https://, or a mailto: or tel: link'
    expect(problemsOf('http')).toEqual([message])
    expect(problemsOf('script')).toEqual([message])
  })

  test('to a malformed e-mail address or number says what it needs', () => {
    expect(problemsOf('badmail')).toEqual([
      'An e-mail link is mailto: and an address, e.g. mailto:hello@example.com',
    ])
    expect(problemsOf('badtel')).toEqual([
      'A phone link is tel: and the number with its country code, e.g. tel:+15550123456',
    ])
  })
})

describe('an internal link in rich text', () => {
  test('references a page', () => {
    expect(problemsOf('page')).toEqual([])
  })

  test('without a page is refused', () => {
    expect(problemsOf('nopage')).toEqual(['Required'])
  })

  test('to a page that was deleted is flagged, as a warning: the site shows the words as plain text', () => {
    expect(problemsOf('deleted')).toEqual([
      '[warning] The page this links to has been deleted: the words show as plain text. Pick another page or remove the link.',
    ])
  })
})

describe('an image in rich text', () => {
  test('with alternative text, or marked decorative, is fine', () => {
    expect([...problemsOf('described'), ...problemsOf('decorative')]).toEqual([])
  })

  test('without alternative text is refused unless marked decorative', () => {
    expect(problemsOf('undescribed')).toEqual(['Describe the image, or mark it as decorative'])
  })
})
