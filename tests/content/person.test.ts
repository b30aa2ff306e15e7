// The person type (schemas/documents/person.ts): who writes the articles and who the team grids show. Each rule
// with the exact message a marketer reads in the Studio, checked by the dataset checker (Sanity's own validation).
import { describe, expect, test } from 'vitest'
import { fixedPages } from '../../schemas/index.ts'
import { checkDataset, formatViolation } from './checker/index.ts'

type Doc = Record<string, unknown>

const fixedDocuments: Doc[] = [
  { _id: 'siteSettings', _type: 'siteSettings' },
  { _id: 'navigation', _type: 'navigation' },
  { _id: 'contactFormDefaults', _type: 'contactFormDefaults' },
  ...fixedPages.map((page) => ({ _id: page.id, _type: 'page', title: page.title, path: page.path })),
]

const person: Doc = {
  _id: 'person-jane',
  _type: 'person',
  name: 'Jane Example',
  role: 'Head of SAP Practice',
  photo: { _type: 'imageWithAlt', alt: 'Portrait of Jane', _sanityAsset: 'image@file://./images/jane.jpg' },
  bio: 'Jane leads our SAP practice. She has run conversions to S/4HANA for manufacturers on three continents.',
  linkedinUrl: 'https://www.linkedin.com/in/jane-example',
}

async function messages(document: Doc): Promise<string[]> {
  const dataset = { documents: [...fixedDocuments, document], imageFiles: ['images/jane.jpg'], problems: [] }
  return (await checkDataset(dataset))
    .filter((violation) => violation.id === document._id)
    .map(formatViolation)
}

const withField = (field: string, value: unknown) => ({ ...person, [field]: value })
const without = (field: string) => Object.fromEntries(Object.entries(person).filter(([key]) => key !== field))

describe('a person', () => {
  test('with a name, role, photo, bio and LinkedIn profile raises nothing', async () => {
    expect(await messages(person)).toEqual([])
  })

  test('needs no LinkedIn profile', async () => {
    expect(await messages(without('linkedinUrl'))).toEqual([])
  })

  test('without a name', async () => {
    expect(await messages(without('name'))).toEqual(['person-jane name: Give the person’s name'])
  })

  test('without a role', async () => {
    expect(await messages(without('role'))).toEqual([
      'person-jane role: Give the person’s role, e.g. Head of SAP Practice',
    ])
  })

  test('without a photo', async () => {
    expect(await messages(without('photo'))).toEqual(['person-jane photo: Add a photo (a portrait)'])
  })

  test('without a bio', async () => {
    expect(await messages(without('bio'))).toEqual(['person-jane bio: Write a short bio of a few sentences'])
  })

  test('with a bio of more than a few sentences', async () => {
    expect(await messages(withField('bio', 'word '.repeat(121)))).toEqual([
      'person-jane bio: Keep the bio under 600 characters: a few sentences',
    ])
  })

  test('with a LinkedIn address over http', async () => {
    expect(await messages(withField('linkedinUrl', 'http://www.linkedin.com/in/jane-example'))).toEqual([
      'person-jane linkedinUrl: A LinkedIn address starting with https://, e.g. https://www.linkedin.com/in/name',
    ])
  })

  test('with another site as LinkedIn profile', async () => {
    expect(await messages(withField('linkedinUrl', 'https://example.com/jane'))).toEqual([
      'person-jane linkedinUrl: A LinkedIn address starting with https://, e.g. https://www.linkedin.com/in/name',
    ])
  })
})
