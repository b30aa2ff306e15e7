import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderRoute, useContentLakeMock } from './render.tsx'

useContentLakeMock()

test('home renders its h1', async () => {
  renderRoute('/')
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
})
