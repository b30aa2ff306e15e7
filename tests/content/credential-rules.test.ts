// The rules of a credential (a partner status or certificate) and of a client logo, run through the dataset checker
// (the Studio's own validation) on the seed with a few credentials and logos added: what a marketer sees.
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import { checkDataset, formatViolation, loadDataset } from './checker/index.ts'

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url))
const thisYear = new Date().getFullYear()

const credential = (id: string, fields: object) => ({
  _id: `credential-test-${id}`,
  _type: 'credential',
  name: 'SAP Silver Partner',
  issuer: 'SAP',
  image: {
    _type: 'imageWithAlt',
    alt: 'A silver seal',
    _sanityAsset: 'image@file://./images/badge-sap-silver-partner.png',
  },
  year: 2018,
  ...fields,
})

const CREDENTIALS = [
  credential('issuer-page', { proofUrl: 'https://partnerfinder.example.com/northbridge' }),
  credential('site-page', { proofUrl: '/contact' }),
  credential('site-anchor', { proofUrl: '/services#certifications' }),
  credential('no-proof', {}),
  credential('http', { proofUrl: 'http://partnerfinder.example.com/northbridge' }),
  credential('words', { proofUrl: 'ask us' }),
  credential('too-old', { year: 1989 }),
  credential('ahead', { year: thisYear + 1 }),
  credential('valid-until', { year: 2021, validUntil: 2027 }),
  credential('ends-before', { year: 2021, validUntil: 2020 }),
]

const client = (key: string, fields: object) => ({
  _type: 'clientLogo',
  _key: key,
  name: 'Apex Manufacturing Group',
  logo: { _type: 'logoImage', _sanityAsset: 'image@file://./images/logo-apex-manufacturing-group.png' },
  ...fields,
})
const CLIENTS = [
  client('site', { url: 'https://apex.example.com' }),
  client('http', { url: 'http://apex.example.com' }),
  client('both', {
    url: 'https://apex.example.com',
    caseStudy: { _type: 'reference', _ref: 'caseStudy-manufacturing-erp-transformation', _weak: true },
  }),
  (({ logo: _, ...rest }) => rest)(client('nologo', {})),
]

let messages: string[]
beforeAll(async () => {
  const dataset = loadDataset(contentDir)
  dataset.documents = [
    ...dataset.documents.map((doc) =>
      doc._id === 'page-home'
        ? {
            ...doc,
            sections: (doc.sections as { _key: string }[]).map((section) =>
              section._key === 'clients' ? { ...section, clients: CLIENTS } : section,
            ),
          }
        : doc,
    ),
    ...CREDENTIALS,
  ]
  messages = (await checkDataset(dataset)).map(formatViolation)
}, 120_000)

/** The messages about one test credential. */
const problemsOf = (id: string) =>
  messages
    .filter((message) => message.startsWith(`credential-test-${id} `))
    .map((message) => message.split(': ').slice(1).join(': '))
const clientProblems = (key: string) =>
  messages
    .filter((message) => message.startsWith(`page-home sections[clients].clients[${key}]`))
    .map((message) => message.split(': ').slice(1).join(': '))

describe('a credential’s proof link', () => {
  test('may be the issuer’s https page, a page or section of this site, or left out', () => {
    expect(['issuer-page', 'site-page', 'site-anchor', 'no-proof'].flatMap((id) => problemsOf(id))).toEqual(
      [],
    )
  })

  test('over plain http, or anything but an address, is refused', () => {
    const message =
      'A full https:// address (the issuer’s certificate or partner directory page) or a page of this site such as /contact'
    expect(problemsOf('http')).toEqual([message])
    expect(problemsOf('words')).toEqual([message])
  })
})

describe('a credential’s years', () => {
  test('the year obtained is from 1990 to this year', () => {
    const message = `The year obtained is a year from 1990 to ${thisYear}`
    expect(problemsOf('too-old')).toEqual([message])
    expect(problemsOf('ahead')).toEqual([message])
  })

  test('"valid until" may follow the year obtained, never precede it', () => {
    expect(problemsOf('valid-until')).toEqual([])
    expect(problemsOf('ends-before')).toEqual(['Valid until cannot be before the year obtained (2021)'])
  })
})

describe('a client of the logo strip', () => {
  test('may link to its https site', () => {
    expect(clientProblems('site')).toEqual([])
  })

  test('is refused a plain http address', () => {
    expect(clientProblems('http')).toEqual(['A full web address starting with https://'])
  })

  test('links to its case study or its site, not both', () => {
    expect(clientProblems('both')).toEqual([
      'Link to the case study or to an address, not both: clear one of them',
    ])
  })

  test('needs a logo', () => {
    expect(clientProblems('nologo')).toEqual(['Required'])
  })
})
