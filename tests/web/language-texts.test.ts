// The site's texts in the page's language (schemas/lib/language-groq.ts), evaluated with groq-js over the seed.
import { describe, expect, test } from 'vitest'
import { evaluate, parse } from 'groq-js'
import { navigationQuery, siteSettingsQuery } from '../../web/src/queries/settings.ts'
import { pageByPathQuery } from '../../web/src/queries/page.ts'
import { seedDocuments } from '../mocks/seed.ts'
import type { NavigationQueryResult, PageByPathQueryResult } from '../../shared/sanity.types.ts'

type Doc = Record<string, unknown> & { _id: string }
const seed = (await seedDocuments()) as Doc[]

async function ask<T>(query: string, params: Record<string, unknown>, dataset: Doc[] = seed): Promise<T> {
  return (await (await evaluate(parse(query), { dataset, params })).get()) as T
}
type Settings = {
  newTabHint: string | null
  tagline: string | null
  siteUrl: string | null
  analytics: unknown
}
const settingsIn = (language: string, dataset?: Doc[]) =>
  ask<Settings>(siteSettingsQuery, { language }, dataset)
const withGerman = (changes: (doc: Doc) => Doc) =>
  seed.map((doc) => (doc._id === 'de-site-settings' ? changes({ ...doc }) : doc))

describe('site settings in the page’s language', () => {
  test('a German page gets the German translation’s texts, an English page the English ones', async () => {
    expect((await settingsIn('de')).newTabHint).toBe('öffnet in einem neuen Tab')
    expect((await settingsIn('en')).newTabHint).toBe('opens in a new tab')
  })

  test('a text the translation leaves empty is the English one', async () => {
    const dataset = withGerman(({ tagline: _, ...doc }) => doc as Doc)
    expect((await settingsIn('de', dataset)).tagline).toBe((await settingsIn('en')).tagline)
  })

  test('the site’s address and analytics are the English document’s, whatever the translation holds', async () => {
    const dataset = withGerman((doc) => ({
      ...doc,
      siteUrl: 'https://elsewhere.example',
      analytics: { provider: 'ga4' },
    }))
    const english = await settingsIn('en')
    const german = await settingsIn('de', dataset)
    expect(german.siteUrl).toBe(english.siteUrl)
    expect(german.analytics).toEqual(english.analytics)
  })

  test('a language without a translation gets the English settings', async () => {
    expect(await settingsIn('fr')).toEqual(await settingsIn('en'))
  })
})

test('the menus are the page’s language’s', async () => {
  expect((await ask<NavigationQueryResult>(navigationQuery, { language: 'de' }))?.servicesLabel).toBe(
    'Leistungen',
  )
  expect((await ask<NavigationQueryResult>(navigationQuery, { language: 'en' }))?.servicesLabel).toBe(
    'Services',
  )
})

test('a page knows its versions in every language, itself among them', async () => {
  const both = [
    { language: 'en', path: '/contact' },
    { language: 'de', path: '/de/kontakt' },
  ]
  const contact = await ask<PageByPathQueryResult>(pageByPathQuery, { path: '/contact', language: 'en' })
  const kontakt = await ask<PageByPathQueryResult>(pageByPathQuery, { path: '/de/kontakt', language: 'de' })
  expect(contact?.translations).toEqual(both)
  expect(kontakt?.translations).toEqual(both)
  // A page in one language only: the services page, its German version's link removed.
  const untranslated = seed.filter((doc) => doc._id !== 'translations-page-services')
  const services = await ask<PageByPathQueryResult>(
    pageByPathQuery,
    { path: '/services', language: 'en' },
    untranslated,
  )
  expect(services?.translations).toEqual([])
})
