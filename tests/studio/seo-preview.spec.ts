// The search and share preview in a service's SEO tab follows what the marketer types, keystroke by keystroke: the
// snippet's title and description, their character counts against 60 and 160, the cut-off past them, and the
// fallback to the service's name when the title is emptied, with no console error or failed request. Nothing is
// published; the draft is discarded at the end so the other tests of the suite (one shared lake) see the seed.
import { expect, test } from '@playwright/test'
import { siteURL, STUDIO_E2E_TOKEN } from './playwright.config.ts'
import { lakeQuery } from './lake.ts'

const SERVICE = 'service-sap-implementation'
const api = `${siteURL}/content-lake/v2025-02-19/data`
const headers = { Authorization: `Bearer ${STUDIO_E2E_TOKEN}` }

/** Throws the draft away, as "Discard changes" does. */
async function discardDraft() {
  const response = await fetch(`${api}/actions/production`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      actions: [{ actionType: 'sanity.action.document.version.discard', versionId: `drafts.${SERVICE}` }],
    }),
  })
  // 409 when there is no draft to discard (the test failed before typing).
  expect([200, 409]).toContain(response.status)
}

test('the SEO preview follows the title and description as they are typed', async ({ page }, testInfo) => {
  // Typing a title and a description key by key in the Studio takes a while on a busy machine.
  test.setTimeout(240_000)
  const published = await lakeQuery<{ metaTitle: string; metaDescription: string }>(
    `*[_id == "${SERVICE}"][0].seo{metaTitle, metaDescription}`,
  )
  // The preview's image and Site Settings load without a console error or a failed request (one the Studio gave up
  // itself, such as a listener it replaced, is no failure).
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`${request.url()}: ${request.failure()?.errorText}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.url()}: ${response.status()}`)
  })
  try {
    await page.goto('/')
    await page.getByRole('link', { name: 'Services', exact: true }).click()
    await page.getByRole('link', { name: /^SAP Implementation/ }).click()
    await page.getByRole('tab', { name: 'SEO' }).click()

    const preview = page.getByRole('region', { name: 'Search and share preview' })
    const snippet = preview.getByTestId('seo-preview-search')
    const title = snippet.getByTestId('seo-preview-title')
    const description = snippet.getByTestId('seo-preview-description')
    const titleCount = preview.getByTestId('seo-preview-title-count')
    const descriptionCount = preview.getByTestId('seo-preview-description-count')

    // The published texts, as search engines list the page.
    await expect(snippet.getByTestId('seo-preview-url')).toHaveText(
      'www.northbridge-consulting.com › sap-implementation',
    )
    await expect(title).toHaveText(published.metaTitle)
    await expect(titleCount).toHaveText(`Title: ${published.metaTitle.length}/60 characters`)
    await expect(description).toHaveText(published.metaDescription)
    await expect(descriptionCount).toHaveText(
      `Description: ${published.metaDescription.length}/160 characters`,
    )
    await expect(preview.getByTestId('seo-preview-share')).toContainText(published.metaTitle)

    // The title, typed key by key: the snippet and the count follow while typing.
    const titleField = page.getByLabel('Title in search results')
    await titleField.fill('')
    // Emptied, the title is the service's name with the company name, as the site's head makes it.
    await expect(title).toHaveText('SAP Implementation | Northbridge Consulting')
    await expect(titleCount).toHaveText('Title: 43/60 characters')
    await expect(
      preview.getByText('Made from “Name” and the company name, because “Title in search results” is empty.'),
    ).toBeVisible()

    await titleField.pressSequentially('SAP Consultants')
    await expect(title).toHaveText('SAP Consultants')
    await expect(titleCount).toHaveText('Title: 15/60 characters')
    await titleField.pressSequentially(' for S/4HANA Migrations')
    await expect(title).toHaveText('SAP Consultants for S/4HANA Migrations')
    await expect(titleCount).toHaveText('Title: 38/60 characters')
    // Past 60 characters: cut off with "…" in the snippet, the count in the warning tone with a sentence.
    await titleField.pressSequentially(' in Manufacturing and Retail')
    await expect(title).toHaveText('SAP Consultants for S/4HANA Migrations in Manufacturing and…')
    await expect(titleCount).toHaveText('Title: 66/60 characters')
    await expect(preview.getByText('Search engines cut off what goes past 60 characters.')).toBeVisible()

    // The description: most of it at once, as a paste, then key by key past 160 characters.
    const descriptionField = page.getByLabel('Description in search results')
    const pasted =
      'Certified SAP consultants move manufacturers and retailers to S/4HANA in 8-12 months, with a proven 4-phase method, a 99% success rate, 24/7 support'
    await descriptionField.fill(pasted)
    await expect(description).toHaveText(pasted)
    await expect(descriptionCount).toHaveText('Description: 148/160 characters')
    await descriptionField.pressSequentially(' and 65-70% lower costs.')
    await expect(description).toHaveText(
      'Certified SAP consultants move manufacturers and retailers to S/4HANA in 8-12 months, with a proven 4-phase method, a 99% success rate, 24/7 support and 65-70%…',
    )
    await expect(descriptionCount).toHaveText('Description: 172/160 characters')
    await expect(preview.getByText('Search engines cut off what goes past 160 characters.')).toBeVisible()
    await preview.screenshot({ path: testInfo.outputPath('seo-preview.png') })

    // What was typed is a draft: visitors still get the published texts.
    await expect
      .poll(() =>
        lakeQuery<string | null>(`*[_id == "drafts.${SERVICE}"][0].seo.metaDescription`, {
          perspective: 'raw',
        }),
      )
      .toMatch(/65-70% lower costs\.$/)
    expect(await lakeQuery(`*[_id == "${SERVICE}"][0].seo.metaTitle`)).toBe(published.metaTitle)
    // The shared card's picture is the default share image, served by the lake at the card's size.
    const picture = preview.getByTestId('seo-preview-share').getByRole('img')
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600)
    expect(problems).toEqual([])
  } finally {
    // No more edits from the Studio, then the draft goes, so the next tests see the seed.
    await page.close()
    await discardDraft()
    await expect
      .poll(() => lakeQuery(`*[_id == "drafts.${SERVICE}"][0]._id`, { perspective: 'raw' }))
      .toBeNull()
  }
})
