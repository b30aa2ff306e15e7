import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { waitForHydration } from './helpers.ts'
import { clientDir } from '#shared/paths.ts'

test.describe('the prerendered site', () => {
  test('the home page HTML, fetched without JavaScript, holds the h1, title, description and canonical', async ({
    request,
  }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<h1[^>]*>[^<]+/)
    expect(html).toMatch(/<title data-head>[^<]+<\/title>/)
    expect(html).toMatch(/<meta name="description" content="[^"]+" data-head>/)
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/" data-head>/)
    // The data block carries the page's own ETag, for the browser's conditional GET.
    expect(html).toMatch(/<script type="application\/json" id="prerender-state" data-etag="[\w-]{24}">/)
  })

  test('no inline executable script: every script is external, JSON data or JSON-LD', async ({ request }) => {
    const html = await (await request.get('/')).text()
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
      expect(tag).toMatch(/src="\/assets\/|type="application\/json"|type="application\/ld\+json"/)
    }
  })

  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    const response = await request.get('/no-such-page')
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toContain('Oops! Page not found')
  })

  test('every answer carries the security headers', async ({ request }) => {
    const response = await request.head('/')
    const headers = response.headers()
    expect(headers['content-security-policy']).toContain("script-src 'self'")
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['permissions-policy']).toContain('camera=()')
  })

  test('hashed assets are cached for a year, pages revalidate', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)![1]!
    expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await request.get('/')).headers()['cache-control']).toBe('no-cache')
  })

  test('the content lake answers on the site origin', async ({ request }) => {
    const response = await request.get('/content-lake/v2025-02-19/data/query/production?query=count(*)')
    expect(response.status()).toBe(200)
    expect((await response.json()).result).toBeGreaterThan(50)
  })

  test('nothing in the bundle names localhost', async () => {
    // The bundle's own files: the folders beside them hold artwork (the Twemoji SVGs), not code.
    const entries = await readdir(join(clientDir, 'assets'), { withFileTypes: true })
    for (const file of entries.filter((entry) => entry.isFile()).map((entry) => entry.name)) {
      expect(await readFile(join(clientDir, 'assets', file), 'utf8'), file).not.toMatch(
        /(localhost|127\.0\.0\.1):\d{2,5}/,
      )
    }
  })
})

test('hydrating the home page logs no error or warning', async ({ page }) => {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await waitForHydration(page)
  expect(messages).toEqual([])
})

test('client-side navigation swaps the head tags', async ({ page }) => {
  await page.goto('/')
  const homeTitle = await page.title()
  // A link a visitor can see (the Services menu's own links sit in a closed popover).
  await page.locator('a[href="/services"]:visible').first().click()
  await expect(page).toHaveURL(/\/services$/)
  await expect.poll(() => page.title()).not.toBe(homeTitle)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  await expect(page.locator('meta[name="description"]')).toHaveCount(1)
})
