// The worked example of docs/testing.md: a page rendered against a changed dataset. The site's real queries are
// answered by MSW evaluating GROQ over documents the test passes: here the seed with one figure changed, and the
// seed without that figure at all.
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { contentLakeHandlers } from '../mocks/content-lake.ts'
import { seedDocuments } from '../mocks/seed.ts'
import { findPageHeading, mockContentLake, PAGE_TIMEOUT, renderRoute, server } from './render.tsx'

mockContentLake()

/** The seed, with `change` applied to the document `id`. */
async function seedWith(id: string, change: Record<string, unknown>) {
  return (await seedDocuments()).map((doc) => (doc._id === id ? { ...doc, ...change } : doc))
}

test('the home page shows a figure as the lake has it', async () => {
  server.use(...contentLakeHandlers(await seedWith('stat-professionals', { value: '5M+' })))
  renderRoute('/')
  expect(await screen.findByText('5M+', {}, { timeout: PAGE_TIMEOUT })).toBeInTheDocument()
  expect(screen.getByText('IT professionals in India')).toBeInTheDocument()
  expect(screen.queryByText('4M+')).not.toBeInTheDocument()
})

test('a figure that was deleted leaves no empty tile', async () => {
  const documents = (await seedDocuments()).filter((doc) => doc._id !== 'stat-professionals')
  server.use(...contentLakeHandlers(documents))
  renderRoute('/')
  expect(await findPageHeading()).toBeInTheDocument()
  expect(screen.queryByText('IT professionals in India')).not.toBeInTheDocument()
})
