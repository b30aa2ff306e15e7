// The leads report (the Studio's "Leads report" tool): how many leads each campaign, each sending page and each week
// brought, from the lake's own leads (docs/leads.md). Pure: the tool fetches the rows with leadReportQuery.

/** One lead as the report reads it. */
export interface LeadReportRow {
  submittedAt?: string | null
  /** Its `utm_campaign`, else its form's campaign code. */
  campaign?: string | null
  page?: string | null
  pageTitle?: string | null
}

export interface LeadCount {
  name: string
  /** The page's title, for a page. */
  title?: string
  leads: number
  /** The newest lead's date (ISO). */
  latest?: string
}

export interface LeadReport {
  total: number
  campaigns: LeadCount[]
  pages: LeadCount[]
  /** The last `weeks` weeks, oldest first, each named by its Monday (UTC): empty weeks too. */
  weeks: { week: string; leads: number }[]
}

/** What a lead without a campaign or a page is listed under. */
export const NO_CAMPAIGN = '(no campaign)'
export const NO_PAGE = '(page not recorded)'

const DAY_MS = 24 * 60 * 60_000

/** The Monday (UTC) of the week an instant is in, as `YYYY-MM-DD`. */
export function weekOf(time: number): string {
  const day = new Date(time)
  const monday =
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) - ((day.getUTCDay() + 6) % 7) * DAY_MS
  return new Date(monday).toISOString().slice(0, 10)
}

function countBy(
  rows: LeadReportRow[],
  key: (row: LeadReportRow) => string,
  title?: (row: LeadReportRow) => string | null | undefined,
): LeadCount[] {
  const counts = new Map<string, LeadCount>()
  for (const row of rows) {
    const name = key(row)
    const count = counts.get(name) ?? { name, leads: 0 }
    count.leads++
    if (row.submittedAt && (!count.latest || row.submittedAt > count.latest)) count.latest = row.submittedAt
    const named = title?.(row)
    if (named && !count.title) count.title = named
    counts.set(name, count)
  }
  // Most leads first; equal counts by name.
  return [...counts.values()].sort((a, b) => b.leads - a.leads || a.name.localeCompare(b.name))
}

/** Leads per campaign, per page (most first) and per week for the last `weeks` weeks up to `now`. */
export function leadReport(rows: LeadReportRow[], now = Date.now(), weeks = 12): LeadReport {
  const thisWeek = Date.parse(weekOf(now))
  const perWeek = new Map(
    Array.from({ length: weeks }, (_, index) => [weekOf(thisWeek - (weeks - 1 - index) * 7 * DAY_MS), 0]),
  )
  for (const row of rows) {
    const time = Date.parse(row.submittedAt ?? '')
    if (Number.isNaN(time)) continue
    const week = weekOf(time)
    if (perWeek.has(week)) perWeek.set(week, perWeek.get(week)! + 1)
  }
  return {
    total: rows.length,
    campaigns: countBy(rows, (row) => row.campaign || NO_CAMPAIGN),
    pages: countBy(
      rows,
      (row) => row.page || NO_PAGE,
      (row) => row.page && row.pageTitle,
    ),
    weeks: [...perWeek].map(([week, leads]) => ({ week, leads })),
  }
}
