// People on the site: an article ends with its author, three related articles and a call to action to the contact
// page; the About page shows the leadership team and is in the sitemap. Against the seed, as a visitor sees it.
import { expect, test } from '@playwright/test'
import { waitForHydration } from './helpers.ts'

const ARTICLE = '/blog/sap-s4hana-migration-roadmap'

test.describe('the end of an article', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(ARTICLE)
  })

  test('shows its author: photo, name, role and short bio', async ({ page }) => {
    const author = page.getByRole('region', { name: 'About the author' })
    await expect(author.getByText('Rahul Mehta', { exact: true })).toBeVisible()
    await expect(author.getByText('Head of SAP Practice', { exact: true })).toBeVisible()
    await expect(author.getByText(/^Rahul leads our SAP practice, from S\/4HANA conversions/)).toBeVisible()
    await expect(author.locator('.photo img')).toBeVisible()
    await expect(author.getByRole('link', { name: 'Rahul Mehta on LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/example-rahul-mehta',
    )
  })

  test('names its author as a Person with a job title in its structured data', async ({ page }) => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const posting = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BlogPosting')
    expect(posting.author).toEqual({
      '@type': 'Person',
      name: 'Rahul Mehta',
      jobTitle: 'Head of SAP Practice',
    })
  })

  test('offers three related articles: the newest of its category first, then the newest of the others', async ({
    page,
    request,
  }) => {
    // Other tests publish articles meanwhile: the expected three are worked out from what the lake holds now, and the
    // served page is read until it shows them (it re-renders within moments of a publish).
    const query = encodeURIComponent(
      // An English article's related articles are English.
      '*[_type == "blogPost" && defined(slug.current) && coalesce(language, "en") == "en"] | order(publishedAt desc, _id asc){title, "slug": slug.current, category}',
    )
    const expected = async () => {
      const posts: { title: string; slug: string; category: string }[] = (
        await (await request.get(`/content-lake/v2025-02-19/data/query/production?query=${query}`)).json()
      ).result
      const self = posts.find((post) => ARTICLE.endsWith(post.slug))!
      const others = posts.filter((post) => post !== self)
      const sameCategory = others.filter((post) => post.category === self.category)
      return [...sameCategory, ...others.filter((post) => post.category !== self.category)]
        .slice(0, 3)
        .map((post) => ({ title: post.title, href: `/blog/${post.slug}` }))
    }
    const shown = async () => {
      await page.goto(ARTICLE)
      const related = page.getByRole('region', { name: 'Related articles' })
      await expect(related.getByRole('listitem')).toHaveCount(3)
      const titles = await related.getByRole('heading', { level: 3 }).allInnerTexts()
      const hrefs = await related
        .getByRole('link', { name: /^Read More/ })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      return titles.map((title, index) => ({ title: title.trim(), href: hrefs[index] }))
    }
    await expect
      .poll(async () => JSON.stringify(await shown()) === JSON.stringify(await expected()))
      .toBe(true)
    // On the seed alone: the other SAP Implementation article first, then the two newest.
    expect((await expected())[0]).toEqual({
      title: 'ERP Data Migration: Seven Practices That Prevent Go-Live Surprises',
      href: '/blog/erp-data-migration-best-practices',
    })
  })

  test('a related article opens its own page', async ({ page }) => {
    await waitForHydration(page)
    await page
      .getByRole('region', { name: 'Related articles' })
      .getByRole('link', { name: /^Read More\s?: ERP Data Migration/ })
      .click()
    await expect(page).toHaveURL(/\/blog\/erp-data-migration-best-practices$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'ERP Data Migration: Seven Practices That Prevent Go-Live Surprises',
    )
  })

  test('ends with the call to action of the site settings, leading to /contact', async ({ page }) => {
    const cta = page.getByRole('region', { name: 'Planning an ERP or Testing Project?' })
    await expect(
      cta.getByText(
        'Tell us where you are today and one of our practice leads will help you plan the next step.',
      ),
    ).toBeVisible()
    await waitForHydration(page)
    await cta.getByRole('link', { name: 'Talk to an Expert' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('an article that words its own call-to-action heading shows it, with the rest from the settings', async ({
    page,
  }) => {
    await page.goto('/blog/test-automation-roi')
    const cta = page.getByRole('region', { name: 'Want to Know Your Own Payback Period?' })
    await expect(cta.getByRole('link', { name: 'Talk to an Expert' })).toHaveAttribute('href', '/contact')
  })
})

test.describe('the About page', () => {
  test('shows the leadership team: six people with their roles and LinkedIn profiles', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The People Behind Your ERP Success')
    const team = page.getByRole('region', { name: 'Meet Our Leadership Team' })
    await expect(team.getByRole('heading', { level: 3 })).toHaveText([
      'Laura Whitfield',
      'Rahul Mehta',
      'Anna Kowalski',
      'Kavya Iyer',
      'Daniel Brooks',
      'Neha Sharma',
    ])
    await expect(team.getByText('Delivery Director India', { exact: true })).toBeVisible()
    await expect(team.getByRole('link', { name: 'Neha Sharma on LinkedIn' })).toBeVisible()
  })

  test('shows the same figures as the home page’s About section', async ({ page }) => {
    await page.goto('/about')
    const figures = page.getByRole('region', { name: 'A Decade of Enterprise Delivery' })
    await expect(figures).toContainText('150+')
    await expect(figures).toContainText('Successful implementations')
    await expect(figures).toContainText('24/7')
  })

  test('is in the sitemap', async ({ request }) => {
    const locations = async (url: string) =>
      [...(await (await request.get(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1]!).pathname,
      )
    const paths = (await Promise.all((await locations('/sitemap.xml')).map(locations))).flat()
    expect(paths).toContain('/about')
  })

  test('is linked from the footer’s company column and from the home page’s About section', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(
      page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Leadership Team' }),
    ).toHaveAttribute('href', '/about')
    await expect(
      page.locator('#about').getByRole('link', { name: 'Meet Our Leadership Team' }),
    ).toHaveAttribute('href', '/about')
  })
})
