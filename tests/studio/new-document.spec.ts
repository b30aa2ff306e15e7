// A document made with the Studio's "Create new document" button is published straight away, no reload: the marketer
// fills it in and clicks Publish at once, while the Studio is still validating the first thing typed. The Studio's
// own publish action would then act on that older validation and refuse ("Validation errors" for fields already
// filled in); the project's publish action waits for a validation of what is on screen
// (studio/actions/publish-when-validated.ts).
import { expect, test } from '@playwright/test'
import { lakeQuery } from './lake.ts'

test('a new document is published without a reload', async ({ page }) => {
  // Short enough for the toast to show the whole title (it cuts titles after 25 characters).
  const from = `/offer-${Date.now().toString(36).slice(-5)}`
  await page.goto('/')
  await page.getByRole('button', { name: 'Create new document' }).click()
  await page.getByPlaceholder('Search document types').fill('Redirect')
  await page.getByTestId('create-new-redirect').click()
  await page.getByLabel('Old address', { exact: true }).fill(from)
  await page.getByLabel('New address', { exact: true }).fill('/contact')
  await page.getByTestId('action-publish').click()

  await expect(page.getByText(`${from} → /contact was published`, { exact: true })).toBeVisible()
  await expect(page.getByText('Validation errors')).toHaveCount(0)
  const id = /redirect;([0-9a-f-]{36})/.exec(page.url())![1]!
  await expect
    .poll(() =>
      lakeQuery('*[_id in [$id, "drafts." + $id]]{_id, from, to, permanent}', {
        params: { id },
        perspective: 'raw',
      }),
    )
    .toEqual([{ _id: id, from, to: '/contact', permanent: true }])
})
