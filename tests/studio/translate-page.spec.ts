// A marketer translates a page with the plugin's own Translations menu (docs/languages.md): "German" copies the
// English page with its sections, at the original's address under /de; renamed and published, the German page is
// served at once in German, and both versions name each other as alternates.
import { expect, test } from '@playwright/test'
import { siteURL } from './playwright.config.ts'
import { expectPublishedSince, lakeMutate, lakeQuery } from './lake.ts'

const ID = 'page-translate-test'
const HEADING = 'SAP S/4HANA readiness check'

const served = async (path: string) => {
  const response = await fetch(new URL(path, siteURL), { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

const block = (text: string) => [
  {
    _type: 'block',
    _key: 'b1',
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: 's1', text, marks: [] }],
  },
]

test.beforeAll(() =>
  lakeMutate([
    {
      createOrReplace: {
        _id: ID,
        _type: 'page',
        language: 'en',
        title: 'Readiness check',
        path: '/readiness-check',
        seo: {
          _type: 'seo',
          metaDescription: 'Is your SAP landscape ready for S/4HANA? Find out in two weeks.',
        },
        sections: [
          {
            _type: 'heroSection',
            _key: 'hero',
            heading: block(HEADING),
            links: [{ _type: 'link', _key: 'l0', label: 'Book a call', kind: 'booking', variant: 'hero' }],
          },
        ],
      },
    },
  ]),
)

test('a page’s German translation starts as a copy under /de and is live in German once published', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const since = new Date().toISOString()
  await page.goto(`/intent/edit/id=${ID};type=page/`)
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('/readiness-check', {
    timeout: 60_000,
  })

  await page.getByRole('button', { name: 'Translations' }).click()
  await page.getByRole('button', { name: /German/ }).click()
  await expect(page.getByText('Created "German" translation')).toBeVisible({ timeout: 30_000 })
  // Opened beside the original from the same menu: a copy at the original's address under /de.
  await page.getByRole('button', { name: /German/ }).click()
  // Both panes' address inputs share their id, so the label names only the first: the German pane is the last.
  const address = page.locator('input#path').last()

  await expect(address).toHaveValue('/de/readiness-check', { timeout: 30_000 })
  await address.fill('/de/bereitschaftscheck')
  await page.getByTestId('action-publish').last().click()
  // Published (the lake holds it at its German address), then served within two seconds.
  await expect
    .poll(() => lakeQuery<number>('count(*[_type == "page" && path == "/de/bereitschaftscheck"])'), {
      intervals: [100],
      timeout: 20_000,
    })
    .toBe(1)
  await expect
    .poll(async () => (await served('/de/bereitschaftscheck')).status, { intervals: [100], timeout: 2_000 })
    .toBe(200)
  await expectPublishedSince(since)

  const german = await lakeQuery<{ _id: string; language: string; sections: unknown[] } | null>(
    '*[_type == "page" && path == "/de/bereitschaftscheck"][0]{_id, language, sections}',
  )
  expect(german).toMatchObject({ language: 'de', sections: [{ _type: 'heroSection', _key: 'hero' }] })

  // Served by the site's own server without scripts, in German.
  const html = (await served('/de/bereitschaftscheck')).html
  expect(html).toContain('<html lang="de"')
  expect(html).toContain(HEADING)
  expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/readiness-check"/)
  await expect
    .poll(async () => (await served('/readiness-check')).html, { timeout: 5_000 })
    .toContain('hreflang="de"')
})
