// The leads inbox, worked as a marketer would in the offline Studio: a lead sent through the site's contact function
// gets a status (with who and when) and a note, is taken by the editor and given back, a filtered list downloads as
// the CSV of exactly what the lake holds, and a form filled in too fast waits under "Possible Spam" instead of being
// lost.
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { siteURL } from './playwright.config.ts'
import { openContent } from './navigate.ts'
import { lakeQuery } from './lake.ts'

let unique = 0
/** A lead sent to the site's contact function as the hydrated contact page form sends it. */
async function sendLead(overrides: Record<string, unknown> = {}) {
  unique++
  const lead = {
    name: `Lead ${Date.now()}-${unique}`,
    email: `lead.${Date.now()}.${unique}@example.com`,
    phone: '',
    company: 'Analytical Engines',
    service: 'sap',
    message: 'We would like to move our finance team to S/4HANA next year.',
    website: '',
    source: 'contact',
    submissionId: crypto.randomUUID(),
    elapsedMs: 20_000,
    ...overrides,
  }
  const response = await fetch(`${siteURL}/api/send-contact-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(lead),
  })
  expect(await response.json()).toEqual({ success: true })
  return { ...lead, id: `contactSubmission.${lead.submissionId}` }
}

/** Opens a list of the inbox: Contact Submissions, then each step of `path`. */
async function openInbox(page: Page, ...path: string[]) {
  await openContent(page)
  await page.getByRole('link', { name: 'Contact Submissions', exact: true }).click()
  for (const step of path) await page.getByRole('link', { name: step, exact: true }).click()
}

/**
 * A lead's item in the list shown, by the id its link ends with: its preview text (name, status) arrives later,
 * and on a busy machine much later, than the list itself.
 */
const leadLink = (page: Page, id: string) => page.locator(`a[href$=";${id}"]`)

/** Opens a lead from the list shown, and waits for its form. */
async function openLead(page: Page, id: string) {
  await leadLink(page, id).click()
  await expect(page.getByLabel('Internal notes')).toBeVisible({ timeout: 60_000 })
}

/** Runs one of the lead's document actions: leads are live-edited, so the Studio lists every action in its menu. */
async function runAction(page: Page, label: string) {
  await page.getByTestId('action-menu-button').click()
  await page.getByRole('menuitem', { name: label }).click()
}

/** RFC 4180 CSV into rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"'
      index++
    } else if (char === '"') {
      quoted = !quoted
    } else if (!quoted && char === ',') {
      row.push(cell)
      cell = ''
    } else if (!quoted && char === '\r' && text[index + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      index++
    } else {
      cell += char
    }
  }
  return rows
}

test('a lead: its status changed with an action (who and when recorded) and a note added', async ({
  page,
}) => {
  const lead = await sendLead()
  await openInbox(page, 'New')
  await openLead(page, lead.id)

  // What the visitor sent is read-only; the notes are not.
  await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('readonly', '')
  const notes = page.getByLabel('Internal notes')
  await expect(notes).toBeEditable()
  await notes.fill('Called back: wants a demo in March.')
  await expect
    .poll(() =>
      lakeQuery<string | null>('*[_id == $id][0].notes', { params: { id: lead.id }, perspective: 'raw' }),
    )
    .toBe('Called back: wants a demo in March.')

  await runAction(page, 'Mark contacted')
  await expect
    .poll(() =>
      lakeQuery<string | null>('*[_id == $id][0].stage', { params: { id: lead.id }, perspective: 'raw' }),
    )
    .toBe('contacted')
  const [change] = await lakeQuery<{ stage: string; action: string; changedBy: string; changedAt: string }[]>(
    '*[_id == $id][0].stageHistory',
    { params: { id: lead.id }, perspective: 'raw' },
  )
  expect(change).toMatchObject({ stage: 'contacted', action: 'Mark contacted' })
  expect(change!.changedBy).not.toBe('')
  expect(Date.now() - Date.parse(change!.changedAt)).toBeLessThan(120_000)
  // Live-edited: no draft was made, nothing waits to be published, and the note is still there.
  expect(
    await lakeQuery<number>('count(*[_id == $draft])', {
      params: { draft: `drafts.${lead.id}` },
      perspective: 'raw',
    }),
  ).toBe(0)
  expect(
    await lakeQuery<string>('*[_id == $id][0].notes', { params: { id: lead.id }, perspective: 'raw' }),
  ).toBe('Called back: wants a demo in March.')

  // The next steps are offered now, and only they.
  await page.getByTestId('action-menu-button').click()
  await expect(page.getByRole('menuitem', { name: 'Qualify' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Close' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Mark contacted' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await openInbox(page, 'Contacted')
  await expect(leadLink(page, lead.id)).toBeVisible()

  // Leads stay private: a visitor's query (no token) does not see it.
  expect(
    await lakeQuery<number>('count(*[_id == $id])', {
      params: { id: lead.id },
      token: '',
      perspective: 'raw',
    }),
  ).toBe(0)
})

test('a lead taken by the signed-in editor leaves "Unassigned" for "Assigned to Me", and can be given back', async ({
  page,
}) => {
  const lead = await sendLead()
  await openInbox(page, 'Unassigned')
  await expect(leadLink(page, lead.id)).toBeVisible()
  await openLead(page, lead.id)

  await runAction(page, 'Take lead')
  await expect
    .poll(() =>
      lakeQuery<{ id: string; name: string } | null>('*[_id == $id][0].assignee{id, name}', {
        params: { id: lead.id },
        perspective: 'raw',
      }),
    )
    .toEqual({ id: 'local-editor', name: 'Local editor' })
  const assignee = await lakeQuery<{ assignedBy: string; assignedAt: string }>('*[_id == $id][0].assignee', {
    params: {
      id: lead.id,
    },
    perspective: 'raw',
  })
  expect(assignee.assignedBy).toBe('Local editor (editor@localhost)')
  expect(Date.now() - Date.parse(assignee.assignedAt)).toBeLessThan(120_000)
  // Assigning is not a status change: the lead is still new, and nothing waits to be published.
  expect(
    await lakeQuery<string>('*[_id == $id][0].stage', { params: { id: lead.id }, perspective: 'raw' }),
  ).toBe('new')
  expect(
    await lakeQuery<number>('count(*[_id == $draft])', {
      params: { draft: `drafts.${lead.id}` },
      perspective: 'raw',
    }),
  ).toBe(0)

  await openInbox(page, 'Assigned to Me')
  await expect(leadLink(page, lead.id)).toContainText('→ Local editor', { timeout: 60_000 })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  const [header, ...rows] = parseCsv(
    (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''),
  )
  const row = rows.find((cells) => cells[header!.indexOf('id')] === lead.id)!
  expect(row[header!.indexOf('assigned_to')]).toBe('Local editor')
  expect(row[header!.indexOf('assigned_to_email')]).toBe('editor@localhost')
  await openInbox(page, 'Unassigned')
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible()
  await expect(leadLink(page, lead.id)).toHaveCount(0)

  // "Assign…" lists the Studio's users; "Nobody" gives the lead back.
  await openInbox(page, 'Assigned to Me')
  await openLead(page, lead.id)
  await runAction(page, 'Assign…')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: 'Local editor (me): assigned now' })).toBeDisabled()
  await dialog.getByRole('button', { name: 'Nobody (unassigned)' }).click()
  await expect
    .poll(() =>
      lakeQuery<unknown>('*[_id == $id][0].assignee', { params: { id: lead.id }, perspective: 'raw' }),
    )
    .toBeNull()
  await openInbox(page, 'Unassigned')
  await expect(leadLink(page, lead.id)).toBeVisible()
})

test('"Download CSV" of a filtered list holds exactly the leads the lake has for that filter', async ({
  page,
}) => {
  const tricky = await sendLead({
    service: 'testing',
    company: '=HYPERLINK("http://evil.example","Click")',
    message: 'Line one, with a comma\nand "quotes" on line two.',
  })
  await sendLead({ service: 'testing' })
  await sendLead({ service: 'sap' })
  await sendLead({ service: 'testing', elapsedMs: 100 }) // possible spam: not in the list

  await openInbox(page, 'By Service', 'Software Development and Testing')
  await expect(leadLink(page, tricky.id)).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(
    /^leads-software-development-and-testing-\d{4}-\d{2}-\d{2}\.csv$/,
  )
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '')
  const [header, ...rows] = parseCsv(text)
  const column = (name: string) => header!.indexOf(name)

  const expected = await lakeQuery<{ _id: string; stage: string | null }[]>(
    `*[_type == "contactSubmission" && service == "testing" && possibleSpam != true]
      | order(submittedAt desc){_id, stage}`,
    { perspective: 'raw' },
  )
  expect(expected.length).toBeGreaterThanOrEqual(2)
  expect(rows.map((row) => row[column('id')])).toEqual(expected.map((lead) => lead._id))
  expect(rows.map((row) => row[column('status')])).toEqual(expected.map((lead) => lead.stage ?? 'new'))
  expect(rows.every((row) => row[column('service')] === 'testing')).toBe(true)

  const row = rows.find((cells) => cells[column('id')] === tricky.id)!
  // A cell a spreadsheet would run as a formula is written as text; line breaks and quotes survive.
  expect(row[column('company')]).toBe(`'=HYPERLINK("http://evil.example","Click")`)
  expect(row[column('message')]).toBe('Line one, with a comma\nand "quotes" on line two.')
  expect(row[column('source')]).toBe('contact')
})

test('a form filled in too fast waits under "Possible Spam" until someone says it is not spam', async ({
  page,
}) => {
  const person = await sendLead()
  const fast = await sendLead({ elapsedMs: 300 })
  expect(
    await lakeQuery('*[_id == $id][0]{status, possibleSpam}', {
      params: { id: fast.id },
      perspective: 'raw',
    }),
  ).toEqual({
    status: 'held',
    possibleSpam: true,
  })

  await openInbox(page, 'New')
  await expect(leadLink(page, person.id)).toBeVisible()
  await expect(leadLink(page, fast.id)).toHaveCount(0)

  await openInbox(page, 'Possible Spam')
  await expect(leadLink(page, fast.id)).toContainText(fast.name, { timeout: 60_000 })
  await expect(leadLink(page, fast.id)).toContainText('⚠ Possible spam')
  await openLead(page, fast.id)
  await expect(page.getByLabel('Why it looks like spam')).toHaveValue(
    'Filled in 300 ms (a person usually takes longer)',
  )
  await runAction(page, 'Not spam')
  await expect
    .poll(() =>
      lakeQuery('*[_id == $id][0]{possibleSpam, status}', { params: { id: fast.id }, perspective: 'raw' }),
    )
    .toMatchObject({ possibleSpam: false })
  await openInbox(page, 'New')
  await expect(leadLink(page, fast.id)).toBeVisible()
})

test('a lead says where it came from: listed under its campaign and its page, shown on the lead, counted in the Leads report', async ({
  page,
}) => {
  const campaign = `spring-${Date.now()}`
  const lead = await sendLead({
    pagePath: '/sap-rise',
    pageTitle: 'SAP RISE in 90 days',
    formName: 'Spring webinar sign-up',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: campaign,
    landingPage: '/blog',
  })
  await sendLead() // from nowhere in particular: not in the campaign's list

  await openInbox(page, 'By Campaign', campaign)
  await expect(leadLink(page, lead.id)).toBeVisible()
  await expect(page.locator('a[href*=";contactSubmission."]')).toHaveCount(1)
  await openLead(page, lead.id)
  await expect(page.getByRole('button', { name: 'Where it came from' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Page', exact: true })).toHaveValue('/sap-rise')
  await expect(page.getByRole('textbox', { name: 'Campaign (utm_campaign)' })).toHaveValue(campaign)
  await expect(page.getByRole('textbox', { name: 'Landing page' })).toHaveValue('/blog')

  await openInbox(page, 'By Page', '/sap-rise')
  await expect(leadLink(page, lead.id)).toBeVisible()

  await page.goto('/leads-report')
  await expect(page.getByRole('heading', { name: 'Leads report', level: 1 })).toBeVisible()
  const campaigns = page.locator('table').filter({ has: page.getByText('Campaign', { exact: true }) })
  await expect(campaigns.getByRole('row', { name: new RegExp(`^${campaign} 1 `) })).toBeVisible()
})

test('a lead from the assistant: "Sent from" says so, and the conversation shows on the lead, oldest first', async ({
  page,
}) => {
  const lead = await sendLead({
    source: 'chat',
    company: '',
    service: '',
    formName: 'Enterprise Technology Assistant',
    transcript: [
      { role: 'user', content: "I'd like to talk to a person" },
      { role: 'assistant', content: 'Happy to connect you with one of our consultants.' },
    ],
  })
  await openInbox(page, 'All Leads')
  await openLead(page, lead.id)
  await expect(page.getByRole('combobox', { name: 'Sent from' })).toContainText('The assistant (chat)')
  const conversation = page.getByTestId('field-transcript')
  await expect(conversation.getByText('Conversation with the assistant')).toBeVisible()
  // Each message with who said it.
  await expect(conversation.getByRole('button', { name: /person|consultants/ })).toHaveText([
    "I'd like to talk to a personVisitor",
    'Happy to connect you with one of our consultants.Assistant',
  ])
})
