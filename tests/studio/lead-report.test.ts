// The Studio's "Leads report" (studio/tools/LeadsReport.tsx): leads per campaign, per page and per week, counted from
// the lake's own leads with the report's query (schemas/lib/lead-report.ts).
import { evaluate, parse } from 'groq-js'
import { expect, test } from 'vitest'
import { leadReportQuery, leadsFilter } from '../../schemas/lib/leads.ts'
import { leadReport, NO_CAMPAIGN, NO_PAGE, weekOf } from '../../schemas/lib/lead-report.ts'

const lead = (id: string, submittedAt: string, attribution?: Record<string, string>, extra = {}) => ({
  _id: `contactSubmission.${id}`,
  _type: 'contactSubmission',
  submittedAt,
  ...(attribution ? { attribution } : {}),
  ...extra,
})

const LEADS = [
  lead('a', '2026-11-23T09:00:00.000Z', {
    utmCampaign: 'spring-launch',
    pagePath: '/sap-rise',
    pageTitle: 'SAP RISE',
  }),
  lead('b', '2026-11-24T09:00:00.000Z', { campaignCode: 'spring-launch', pagePath: '/sap-rise' }),
  lead('c', '2026-11-10T09:00:00.000Z', {
    utmCampaign: 'webinar',
    pagePath: '/contact',
    pageTitle: 'Contact',
  }),
  lead('d', '2026-08-01T09:00:00.000Z'),
  lead('spam', '2026-11-25T09:00:00.000Z', { utmCampaign: 'spring-launch' }, { possibleSpam: true }),
]

async function report() {
  const { filter, params } = leadsFilter({})
  const rows = await (await evaluate(parse(leadReportQuery(filter)), { dataset: LEADS, params })).get()
  return leadReport(rows, Date.parse('2026-11-27T12:00:00.000Z'), 4)
}

test('leads per campaign, by utm_campaign or the form’s campaign code, most first; possible spam left out', async () => {
  expect((await report()).campaigns).toEqual([
    { name: 'spring-launch', leads: 2, latest: '2026-11-24T09:00:00.000Z' },
    { name: NO_CAMPAIGN, leads: 1, latest: '2026-08-01T09:00:00.000Z' },
    { name: 'webinar', leads: 1, latest: '2026-11-10T09:00:00.000Z' },
  ])
})

test('leads per page, with the page’s title', async () => {
  expect((await report()).pages).toEqual([
    { name: '/sap-rise', title: 'SAP RISE', leads: 2, latest: '2026-11-24T09:00:00.000Z' },
    { name: NO_PAGE, leads: 1, latest: '2026-08-01T09:00:00.000Z' },
    { name: '/contact', title: 'Contact', leads: 1, latest: '2026-11-10T09:00:00.000Z' },
  ])
})

test('leads per week: the last weeks by their Monday, oldest first, empty weeks too', async () => {
  expect((await report()).weeks).toEqual([
    { week: '2026-11-02', leads: 0 },
    { week: '2026-11-09', leads: 1 },
    { week: '2026-11-16', leads: 0 },
    { week: '2026-11-23', leads: 2 },
  ])
  expect(weekOf(Date.parse('2026-11-29T23:59:00.000Z'))).toBe('2026-11-23')
  expect(weekOf(Date.parse('2026-11-30T00:00:00.000Z'))).toBe('2026-11-30')
})
