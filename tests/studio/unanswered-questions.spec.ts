// What visitors asked the chat assistant that it could not answer (docs/chat.md), as marketing sees it: a question
// asked on the site in two wordings is listed once under "Unanswered questions" with a count of 2, above one asked
// once, and is deleted once the content is written. The Studio offers no way to create or edit one.
import { expect, test } from '@playwright/test'
import { siteURL } from './playwright.config.ts'
import { lakeQuery } from './lake.ts'

/** Asks the site's assistant one question, as the chat dialog does. */
async function askAssistant(content: string) {
  const response = await fetch(`${siteURL}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ messages: [{ role: 'user', content }] }),
  })
  expect(response.status).toBe(200)
}

/** The group a question went to: its id and count, once kept (after the answer). */
const groupOf = (key: string) =>
  lakeQuery<{ _id: string; count: number } | null>(
    '*[_type == "unansweredQuestion" && key == $key][0]{ _id, count }',
    { params: { key }, perspective: 'raw' },
  )

test('a question asked in two wordings is listed once with a count of 2, the most asked first, and deleted', async ({
  page,
}) => {
  await askAssistant('Do you sponsor football teams?')
  await askAssistant('What will the weather be in Paris tomorrow?')
  await askAssistant('My name is Sam Fan. Football teams: do you sponsor them?')
  await expect.poll(async () => (await groupOf('football sponsor team'))?.count).toBe(2)
  await expect.poll(async () => (await groupOf('paris tomorrow weather'))?.count).toBe(1)
  const football = (await groupOf('football sponsor team'))!._id
  const weather = (await groupOf('paris tomorrow weather'))!._id
  // Private: a visitor's query gets none.
  expect(
    await lakeQuery<number>('count(*[_type == "unansweredQuestion"])', {
      params: {},
      token: '',
      perspective: 'raw',
    }),
  ).toBe(0)

  await page.goto('/')
  await page.getByRole('link', { name: 'Unanswered questions', exact: true }).click()
  const row = (id: string) => page.locator(`a[href$=";${id}"]`)
  await expect(row(football)).toContainText('My name is [name]. Football teams: do you sponsor them?', {
    timeout: 60_000,
  })
  await expect(row(football)).toContainText(/Asked 2 times · last \d{4}-\d\d-\d\d/)
  await expect(row(weather)).toContainText('Asked once')
  // Most asked first.
  const links = page.locator('a[href*=";unansweredQuestion."]')
  await expect(links.first()).toHaveAttribute('href', new RegExp(`;${football.replace('.', '\\.')}$`))

  // Nothing to create in the list, and nothing to edit in a group.
  await expect(page.getByTestId('action-intent-button')).toHaveCount(0)
  await row(football).click()
  await expect(page.getByLabel('Question', { exact: true })).toHaveAttribute('readonly', '')

  // Once the content is written, the group is deleted.
  await page.getByTestId('action-menu-button').click()
  await page.getByTestId('action-Delete').click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete document' }).click()
  await expect
    .poll(() => lakeQuery<number>('count(*[_id == $id])', { params: { id: football }, perspective: 'raw' }))
    .toBe(0)
  await expect(row(football)).toHaveCount(0)
  await expect(row(weather)).toBeVisible()
})

test('"Create new document" offers no unanswered question', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Create new document' }).click()
  await page.getByPlaceholder('Search document types').fill('Unanswered')
  await expect(page.getByTestId('create-new-unansweredQuestion')).toHaveCount(0)
  await page.getByPlaceholder('Search document types').fill('Redirect')
  await expect(page.getByTestId('create-new-redirect')).toBeVisible()
})
