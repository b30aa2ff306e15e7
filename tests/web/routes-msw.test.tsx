// Whole routes rendered in the browser environment with the site's real queries, answered by MSW over the seed.
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { findHeading, findPageHeading, renderRoute, mockContentLake } from './render.tsx'

mockContentLake()

test('the home page renders its hero headline from the content lake', async () => {
  renderRoute('/')
  const headline = 'Expert ERP Solutions That Cut Your IT Costs by 60-70%'
  expect(await findPageHeading()).toHaveAccessibleName(headline)
})

test('a case study with no detail shows Case Study Not Found and a way back', async () => {
  renderRoute('/case-studies/financial-services-automation')
  expect(await findHeading('Case Study Not Found')).toBeInTheDocument()
  expect(screen.getByText("The case study you're looking for doesn't exist.")).toBeInTheDocument()
})

test('an unknown path renders the not-found page', async () => {
  renderRoute('/no-such-page')
  expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
})

test('the case studies list links only the studies that have a detail page', async () => {
  renderRoute('/case-studies')
  expect(await findHeading('Financial Services Automation')).toBeInTheDocument()
  const links = screen.getAllByRole('link', { name: /^Read Case Study/ })
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/case-studies/manufacturing-erp-transformation',
    '/case-studies/healthcare-digital-transformation',
    '/case-studies/retail-omnichannel-integration',
  ])
})
