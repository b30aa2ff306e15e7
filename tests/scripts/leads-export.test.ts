// `npm run leads:export`: the leads the filters select, newest first, as CSV that spreadsheets read safely. The
// command runs against an embedded content lake's file (as a developer would run it, no server needed): in this
// process for each filter, and once as the script itself.
import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createContentLake } from '../../server/content-lake/index.ts'
import { rootDir } from '#shared/paths.ts'
import { evaluate, parse } from 'groq-js'
import {
  assignChange,
  csvCell,
  leadGroupNames,
  leadGroupsQuery,
  leadPages,
  leadsCsv,
  leadsFilter,
  leadsPageQuery,
  LEAD_CSV_COLUMNS,
  type LeadRow,
} from '../../schemas/lib/leads.ts'
import { parseExportArgs, runLeadsExport } from '../../scripts/leads-export.ts'

const lead = (id: string, fields: Record<string, unknown>) => ({
  _id: `contactSubmission.${id}`,
  _type: 'contactSubmission',
  submissionId: id,
  name: `Person ${id}`,
  email: `${id}@example.com`,
  message: 'Hello',
  source: 'home',
  status: 'emailed',
  emailAttempts: 1,
  ...fields,
})

const LEADS = [
  lead('old-new', { submittedAt: '2025-12-31T23:59:59.000Z', stage: 'new', service: 'sap' }),
  lead('jan-new', {
    submittedAt: '2026-01-01T00:00:00.000Z',
    stage: 'new',
    service: 'sap',
    attribution: {
      pagePath: '/sap-rise',
      pageTitle: 'SAP RISE',
      formName: 'Short form',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-launch',
      landingPage: '/blog/guide',
      referrerHost: 'www.linkedin.com',
    },
  }),
  lead('feb-legacy', { submittedAt: '2026-02-01T10:00:00.000Z', service: 'testing', source: 'website' }),
  lead('mar-contacted', {
    submittedAt: '2026-03-01T10:00:00.000Z',
    language: 'de',
    stage: 'contacted',
    service: 'sap',
    notes: 'Called, "keen"',
    assignee: {
      _type: 'leadAssignee',
      id: 'user-mia',
      name: 'Mia',
      email: 'Mia@Example.com',
      assignedBy: 'Mia (Mia@Example.com)',
      assignedAt: '2026-03-01T11:00:00.000Z',
    },
    stageHistory: [
      {
        _key: 'a1',
        _type: 'leadStageChange',
        stage: 'contacted',
        action: 'Mark contacted',
        changedBy: 'Mia (mia@example.com)',
        changedAt: '2026-03-02T09:00:00.000Z',
      },
    ],
  }),
  lead('apr-spam', {
    submittedAt: '2026-04-01T10:00:00.000Z',
    stage: 'new',
    status: 'held',
    possibleSpam: true,
    spamReason: 'Filled in 200 ms (a person usually takes longer)',
  }),
  lead('may-formula', {
    submittedAt: '2026-05-01T10:00:00.000Z',
    stage: 'new',
    assignee: { _type: 'leadAssignee', id: 'user-leo', name: 'Leo', assignedAt: '2026-05-02T08:00:00.000Z' },
    company: '=HYPERLINK("http://evil.example")',
    attribution: { pagePath: '/contact', campaignCode: 'spring-launch' },
    phone: '+44 20 7946 0958',
    message: 'Line one, with a comma\nline two',
  }),
]

let root: string
let dataDir: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'leads-export-'))
  dataDir = join(root, 'data')
  const seedFile = join(root, 'seed.ndjson')
  await writeFile(
    seedFile,
    [{ _id: 'stat-1', _type: 'stat', value: '1' }, ...LEADS].map((doc) => JSON.stringify(doc)).join('\n'),
  )
  const lake = await createContentLake({ dataDir, seedFile, token: 'export-test-token' })
  await lake.close()
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

/** Runs the command as `npm run leads:export -- ...args` does, in this process (a child process costs a second). */
async function exportLeads(...args: string[]) {
  let stdout = ''
  const stderr: string[] = []
  const status = await runLeadsExport(args, {
    env: { CONTENT_LAKE_DATA_DIR: dataDir },
    stdout: new Writable({
      write(chunk: Buffer, _encoding, done) {
        stdout += chunk.toString()
        done()
      },
    }),
    stderr: (line) => stderr.push(line),
    cwd: rootDir,
  })
  return { status, stdout, stderr: stderr.map((line) => `${line}\n`).join('') }
}

const idsOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',').at(-1))

test('the script itself writes the CSV to stdout, and exits with 2 and the usage on a bad argument', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/leads-export.ts', ...args], {
      cwd: rootDir,
      encoding: 'utf8',
      env: { ...process.env, CONTENT_LAKE_DATA_DIR: dataDir, SANITY_PROJECT_ID: '' },
    })
  const csv = run('--status', 'contacted')
  expect(csv.status).toBe(0)
  expect(idsOf(csv.stdout)).toEqual(['contactSubmission.mar-contacted'])
  const wrong = run('--status', 'won')
  expect(wrong.status).toBe(2)
  expect(wrong.stderr).toContain('Unknown status "won": one of new, contacted, qualified, closed')
})

describe('filters', () => {
  test('no filter: every lead but possible spam, newest first, with a header', async () => {
    const { status, stdout } = await exportLeads()
    expect(status).toBe(0)
    expect(stdout.split('\r\n')[0]).toBe(LEAD_CSV_COLUMNS.map(([name]) => name).join(','))
    expect(idsOf(stdout)).toEqual([
      'contactSubmission.may-formula',
      'contactSubmission.mar-contacted',
      'contactSubmission.feb-legacy',
      'contactSubmission.jan-new',
      'contactSubmission.old-new',
    ])
  })

  test('--status new --since 2026-01-01: new leads from that day on (a lead with no status counts as new)', async () => {
    const { stdout } = await exportLeads('--status', 'new', '--since', '2026-01-01')
    expect(idsOf(stdout)).toEqual([
      'contactSubmission.may-formula',
      'contactSubmission.feb-legacy',
      'contactSubmission.jan-new',
    ])
  })

  test('--status contacted: with who changed it and when, and who it is assigned to since when', async () => {
    const { stdout } = await exportLeads('--status', 'contacted')
    expect(idsOf(stdout)).toEqual(['contactSubmission.mar-contacted'])
    expect(stdout).toContain(
      ',"Called, ""keen""",Mia (mia@example.com),2026-03-02T09:00:00.000Z,Mia,Mia@Example.com,2026-03-01T11:00:00.000Z,emailed,',
    )
  })

  test('the language column: de for a lead sent from a German page, en for one from before the site had languages', async () => {
    const rows = (await exportLeads()).stdout.split('\r\n')
    const row = (id: string) => rows.find((line) => line.endsWith(`,contactSubmission.${id}`))
    expect(row('mar-contacted')).toContain(',Hello,home,de,')
    expect(row('jan-new')).toContain(',Hello,home,en,')
  })

  test('--assignee: the leads assigned to that user, by e-mail address (any case) or user id', async () => {
    expect(idsOf((await exportLeads('--assignee', 'mia@example.COM')).stdout)).toEqual([
      'contactSubmission.mar-contacted',
    ])
    expect(idsOf((await exportLeads('--assignee', 'user-leo')).stdout)).toEqual([
      'contactSubmission.may-formula',
    ])
    expect(idsOf((await exportLeads('--assignee', 'nobody@example.com')).stdout)).toEqual([])
  })

  test('--unassigned: the leads nobody has taken yet', async () => {
    expect(idsOf((await exportLeads('--unassigned')).stdout)).toEqual([
      'contactSubmission.feb-legacy',
      'contactSubmission.jan-new',
      'contactSubmission.old-new',
    ])
  })

  test('--service sap', async () => {
    expect(idsOf((await exportLeads('--service', 'sap')).stdout)).toEqual([
      'contactSubmission.mar-contacted',
      'contactSubmission.jan-new',
      'contactSubmission.old-new',
    ])
  })

  test('--campaign: the leads of a campaign, by utm_campaign or by the campaign code of the form that sent them', async () => {
    expect(idsOf((await exportLeads('--campaign', 'spring-launch')).stdout)).toEqual([
      'contactSubmission.may-formula',
      'contactSubmission.jan-new',
    ])
    expect(idsOf((await exportLeads('--campaign', 'other')).stdout)).toEqual([])
  })

  test('--page: the leads sent from a page, with where each came from in its columns', async () => {
    const { stdout } = await exportLeads('--page', '/sap-rise')
    expect(idsOf(stdout)).toEqual(['contactSubmission.jan-new'])
    expect(stdout).toContain(
      ',home,en,/sap-rise,SAP RISE,Short form,,newsletter,email,spring-launch,,,/blog/guide,www.linkedin.com,',
    )
  })

  test('--source: the leads one form sent (legacy leads keep their own source)', async () => {
    expect(idsOf((await exportLeads('--source', 'website')).stdout)).toEqual(['contactSubmission.feb-legacy'])
    expect(idsOf((await exportLeads('--source', 'chat')).stdout)).toEqual([])
  })

  test('an unknown --source is refused with exit code 2 and the sources it can be', async () => {
    const run = await exportLeads('--source', 'fax')
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('Unknown source "fax": one of home, contact, api, chat, website')
  })

  test('--page that is not a site path, or an empty --campaign, is refused with exit code 2', async () => {
    const page = await exportLeads('--page', 'sap-rise')
    expect(page.status).toBe(2)
    expect(page.stderr).toContain('--page needs a site path such as /sap-rise, not "sap-rise"')
    const campaign = await exportLeads('--campaign', ' ')
    expect(campaign.status).toBe(2)
    expect(campaign.stderr).toContain(
      '--campaign needs a campaign name (utm_campaign) or a form’s campaign code',
    )
  })

  test('the inbox’s lists by campaign and by page name each campaign and sending page once', async () => {
    const { filter, params } = leadsFilter({})
    const groups = (await (
      await evaluate(parse(leadGroupsQuery(filter)), { dataset: LEADS, params })
    ).get()) as { campaigns: unknown; pages: unknown }
    expect(leadGroupNames(groups.campaigns)).toEqual(['spring-launch'])
    expect(leadGroupNames(groups.pages)).toEqual(['/contact', '/sap-rise'])
  })

  test('--spam: only the messages held as possible spam, with the reason', async () => {
    const { stdout } = await exportLeads('--spam')
    expect(idsOf(stdout)).toEqual(['contactSubmission.apr-spam'])
    expect(stdout).toContain(',true,Filled in 200 ms (a person usually takes longer),')
  })

  test('--out writes the file and says how many leads', async () => {
    const out = join(root, 'new.csv')
    const { status, stdout, stderr } = await exportLeads('--status', 'new', '--out', out)
    expect(status).toBe(0)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/^Exported 4 leads to /)
    expect(idsOf(await readFile(out, 'utf8'))).toHaveLength(4)
  })

  test('an unknown status or a malformed date is refused with exit code 2 and the usage', async () => {
    const status = await exportLeads('--status', 'won')
    expect(status.status).toBe(2)
    expect(status.stderr).toContain('Unknown status "won": one of new, contacted, qualified, closed')
    expect(status.stderr).toContain('Usage: npm run leads:export')
    const date = await exportLeads('--since', 'last week')
    expect(date.status).toBe(2)
    expect(date.stderr).toContain('Not a date: "last week" (expected YYYY-MM-DD or an ISO date-time)')
  })

  test('the arguments become the filter the Studio lists use', () => {
    expect(parseExportArgs(['--status', 'new', '--since', '2026-01-01', '--service', 'sap'])).toEqual({
      filter: { status: 'new', since: '2026-01-01T00:00:00.000Z', service: 'sap' },
    })
    expect(parseExportArgs(['--spam', '--out', 'x.csv'])).toEqual({
      filter: { possibleSpam: true },
      out: 'x.csv',
    })
    expect(parseExportArgs(['--assignee', ' mia@example.com '])).toEqual({
      filter: { assignee: 'mia@example.com' },
    })
    expect(parseExportArgs(['--unassigned'])).toEqual({ filter: { unassigned: true } })
  })

  test('--assignee with --unassigned, or with nothing, is refused with exit code 2', async () => {
    const both = await exportLeads('--assignee', 'mia@example.com', '--unassigned')
    expect(both.status).toBe(2)
    expect(both.stderr).toContain('--assignee and --unassigned exclude each other: use one')
    const empty = await exportLeads('--assignee', ' ')
    expect(empty.status).toBe(2)
    expect(empty.stderr).toContain('--assignee needs an e-mail address or a user id')
  })
})

describe('assigning', () => {
  test('a lead is assigned with the user’s id, name and e-mail, and who assigned it when', () => {
    expect(
      assignChange(
        { id: 'user-mia', name: 'Mia', email: 'mia@example.com' },
        { by: 'Leo (leo@example.com)', at: '2026-03-01T11:00:00.000Z' },
      ),
    ).toEqual({
      set: {
        assignee: {
          _type: 'leadAssignee',
          id: 'user-mia',
          name: 'Mia',
          email: 'mia@example.com',
          assignedBy: 'Leo (leo@example.com)',
          assignedAt: '2026-03-01T11:00:00.000Z',
        },
      },
    })
  })

  test('a user with no name is listed by e-mail, or else by id', () => {
    const at = { by: 'Leo', at: '2026-03-01T11:00:00.000Z' }
    expect(assignChange({ id: 'u1', email: 'ana@example.com' }, at).set.assignee).toMatchObject({
      name: 'ana@example.com',
    })
    expect(assignChange({ id: 'u2' }, at).set.assignee).toMatchObject({ name: 'u2' })
  })

  test('nobody: the assignee is removed', () => {
    expect(assignChange(null, { by: 'Leo', at: '2026-03-01T11:00:00.000Z' })).toEqual({
      set: {},
      unset: ['assignee'],
    })
  })
})

describe('CSV cells', () => {
  test('a comma, a quote or a line break is quoted, quotes doubled', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"')
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"')
    expect(csvCell(' padded ')).toBe('" padded "')
  })

  test('plain text, numbers and booleans are written as they are; nothing is an empty cell', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace')
    expect(csvCell(3)).toBe('3')
    expect(csvCell(false)).toBe('false')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  test('a cell starting with = + - @ (a formula to a spreadsheet) gets a leading apostrophe', () => {
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('+44 20 7946 0958')).toBe("'+44 20 7946 0958")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`)
  })

  test('a cell starting with a tab or carriage return is neutralised too', () => {
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('\r=1')).toBe(`"'\r=1"`)
  })

  test('the exported file: the formula, the phone and the two-line message as a spreadsheet must read them', async () => {
    const { stdout } = await exportLeads('--since', '2026-05-01')
    const [, line] = stdout.split('\r\n')
    const start =
      [
        '2026-05-01T10:00:00.000Z',
        'new',
        'Person may-formula',
        'may-formula@example.com',
        "'+44 20 7946 0958",
        `"'=HYPERLINK(""http://evil.example"")"`,
        '',
        '"Line one, with a comma\nline two"',
        'home',
      ].join(',') + ','
    expect(line!.slice(0, start.length)).toBe(start)
  })

  test('--source chat selects the assistant’s hand-offs, each with its conversation in the transcript column', async () => {
    const chatLead = lead('jun-chat', {
      submittedAt: '2026-06-01T10:00:00.000Z',
      source: 'chat',
      message: 'Three SAP consultants',
      transcript: [
        { _key: 't1', _type: 'leadChatTurn', role: 'user', content: 'Are you an SAP partner?' },
        { _key: 't2', _type: 'leadChatTurn', role: 'assistant', content: 'SAP Silver Partner,\nsince 2018.' },
      ],
    })
    const { filter, params } = leadsFilter({ source: 'chat' })
    const rows = (await (
      await evaluate(parse(leadsPageQuery(filter)), {
        dataset: [...LEADS, chatLead],
        params: { ...params, afterAt: null, afterId: null },
      })
    ).get()) as LeadRow[]
    expect(rows.map((row) => row.id)).toEqual(['contactSubmission.jun-chat'])
    const csv = leadsCsv(rows)
    expect(csv.split('\r\n')[0]!.split(',').at(-2)).toBe('transcript')
    expect(csv).toContain(
      ',"Visitor: Are you an SAP partner?\nAssistant: SAP Silver Partner, since 2018.",contactSubmission.jun-chat\r\n',
    )
  })

  test('a lead from a form has an empty transcript column', () => {
    expect(leadsCsv([{ id: 'x', source: 'home' }])).toContain(',,x\r\n')
  })

  test('rows end with CRLF, the last one too', () => {
    expect(leadsCsv([])).toBe(`${LEAD_CSV_COLUMNS.map(([name]) => name).join(',')}\r\n`)
  })
})

describe('paging (the CSV download and leads:export read a page of leads per request)', () => {
  // Five leads, two received at the same instant: pages of two split them.
  const dataset = [
    lead('a', { submittedAt: '2026-01-01T00:00:00.000Z' }),
    lead('b', { submittedAt: '2026-03-01T00:00:00.000Z' }),
    lead('c', { submittedAt: '2026-02-01T00:00:00.000Z' }),
    lead('d', { submittedAt: '2026-02-01T00:00:00.000Z' }),
    lead('e', { submittedAt: '2026-04-01T00:00:00.000Z' }),
  ]

  test('pages of two give every lead once, newest first (ties by id), in three requests', async () => {
    const { filter, params } = leadsFilter({})
    const query = leadsPageQuery(filter, 2)
    const requests: number[] = []
    const pages = []
    for await (const rows of leadPages(async (cursor) => {
      const rows = (await (
        await evaluate(parse(query), { dataset, params: { ...params, ...cursor } })
      ).get()) as LeadRow[]
      requests.push(rows.length)
      return rows
    }, 2))
      pages.push(rows.map((row) => row.id))
    expect(pages).toEqual([
      ['contactSubmission.e', 'contactSubmission.b'],
      ['contactSubmission.d', 'contactSubmission.c'],
      ['contactSubmission.a'],
    ])
    expect(requests).toEqual([2, 2, 1])
  })
})
