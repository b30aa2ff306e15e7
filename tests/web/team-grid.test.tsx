// The team grid section (teamGridSection): a grid of people as the page query returns them, each with photo, name,
// role, short bio and LinkedIn profile, rendered with the app's providers and the seed's site settings.
import { readFileSync } from 'node:fs'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { QueryClient } from '@tanstack/react-query'
import { evaluate, parse } from 'groq-js'
import { describe, expect, test } from 'vitest'
import { Providers, RoutedProviders } from '../../web/src/app/Providers.tsx'
import { sanityQueryKey } from '../../web/src/data/query.ts'
import { siteSettingsQuery } from '../../web/src/queries/settings.ts'
import type { SectionOf } from '../../web/src/features/sections/types.ts'
import { TeamGridSection } from '../../web/src/features/sections/teamGridSection/TeamGridSection.tsx'

const seed = readFileSync(
  new URL('../../content/production.ndjson', `file://${import.meta.filename}`),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string })
const settings = await (await evaluate(parse(siteSettingsQuery), { dataset: seed })).get()

type Section = SectionOf<'teamGridSection'>
type Person = NonNullable<Section['people']>[number]

const photo = (id: string) => ({
  _type: 'imageWithAlt' as const,
  alt: `Portrait of ${id}`,
  hotspot: null,
  crop: null,
  asset: {
    _id: `image-${id}0123456789abcdef0123456789abcdef-800x800-jpg`,
    url: null,
    metadata: { lqip: null, dimensions: { width: 800, height: 800, aspectRatio: 1 } },
  },
})

const person = (id: string, name: string, role: string, bio: string, linkedinUrl: string | null): Person => ({
  _id: `person-${id}`,
  name,
  role,
  bio,
  linkedinUrl,
  photo: photo(id),
})

const section: Section = {
  _key: 'team',
  _type: 'teamGridSection',
  anchorId: 'leadership',
  eyebrow: 'Leadership',
  heading: 'Meet Our Leadership Team',
  intro: null,
  tone: null,
  links: null,
  profileLinkLabel: '{name} on LinkedIn',
  people: [
    person(
      'mara',
      'Mara Lind',
      'Managing Director',
      'Mara sets the direction of the firm.',
      'https://www.linkedin.com/in/example-mara-lind',
    ),
    person('tom', 'Tom Okafor', 'Head of Quality Engineering', 'Tom leads testing and automation.', null),
  ],
}

function renderTeam(team: Section) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(sanityQueryKey(siteSettingsQuery), settings)
  const loadSanityClient = () => Promise.reject(new Error('Section tests must not query the content lake'))
  return render(
    <Providers queryClient={queryClient} loadSanityClient={loadSanityClient}>
      <MemoryRouter>
        <RoutedProviders>
          <TeamGridSection section={team} />
        </RoutedProviders>
      </MemoryRouter>
    </Providers>,
  )
}

describe('the team grid', () => {
  test('is a section named by its heading, at its anchor', () => {
    const { container } = renderTeam(section)
    expect(screen.getByRole('region', { name: 'Meet Our Leadership Team' })).toBe(
      container.querySelector('#leadership'),
    )
  })

  test('lists each person in order, with name, role and bio', () => {
    renderTeam(section)
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Mara Lind',
      'Tom Okafor',
    ])
    expect(within(items[0]!).getByText('Managing Director')).toBeInTheDocument()
    expect(within(items[0]!).getByText('Mara sets the direction of the firm.')).toBeInTheDocument()
    expect(within(items[1]!).getByText('Head of Quality Engineering')).toBeInTheDocument()
    expect(within(items[1]!).getByText('Tom leads testing and automation.')).toBeInTheDocument()
  })

  test('links a LinkedIn profile as "<Name> on LinkedIn", in a new tab without opener or referrer', () => {
    renderTeam(section)
    const link = screen.getByRole('link', { name: 'Mara Lind on LinkedIn' })
    expect(link).toHaveAttribute('href', 'https://www.linkedin.com/in/example-mara-lind')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test("names the link in the Site Settings' words of the page's language", () => {
    renderTeam({ ...section, profileLinkLabel: '{name} bei LinkedIn' })
    expect(screen.getByRole('link', { name: 'Mara Lind bei LinkedIn' })).toBeInTheDocument()
  })

  test('shows no LinkedIn link for a person without a profile', () => {
    renderTeam(section)
    expect(screen.queryByRole('link', { name: 'Tom Okafor on LinkedIn' })).toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  test('shows each photo, as decoration beside the name', () => {
    const { container } = renderTeam(section)
    const photos = [...container.querySelectorAll('li img')]
    expect(photos).toHaveLength(2)
    expect(photos.map((img) => img.getAttribute('alt'))).toEqual(['', ''])
  })
})
