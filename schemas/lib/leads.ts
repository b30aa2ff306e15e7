// The leads inbox's shared rules: the follow-up statuses, who a lead is assigned to, which leads a list shows (one GROQ filter for the Studio's
// lists, their CSV download and `npm run leads:export`), and the CSV itself. Pure: no I/O.

/** The team's follow-up of a lead, in workflow order: new → contacted → qualified or closed. */
export const LEAD_STAGES = [
  { title: 'New', value: 'new' },
  { title: 'Contacted', value: 'contacted' },
  { title: 'Qualified', value: 'qualified' },
  { title: 'Closed', value: 'closed' },
] as const
export type LeadStage = (typeof LEAD_STAGES)[number]['value']
export const LEAD_STAGE_VALUES: readonly LeadStage[] = LEAD_STAGES.map((stage) => stage.value)
export const stageTitle = (value: string | undefined | null) =>
  LEAD_STAGES.find((stage) => stage.value === (value ?? 'new'))?.title ?? String(value)

/**
 * The forms a lead can come from. `website` is what leads stored before the forms said which one sent them carry:
 * accepted (nothing can tell which form it was), labelled as such, never written any more.
 */
export const LEAD_SOURCE_OPTIONS = [
  { title: 'Short contact form', value: 'home' },
  { title: 'Full contact form', value: 'contact' },
  { title: 'API', value: 'api' },
  { title: 'The assistant (chat)', value: 'chat' },
  { title: 'A site form (not recorded: sent before the forms said which)', value: 'website' },
] as const
export const LEAD_SOURCE_VALUES: readonly string[] = LEAD_SOURCE_OPTIONS.map((option) => option.value)

/** Which leads a list shows. */
export interface LeadFilter {
  /** Follow-up status; a lead from before the workflow (no status) counts as new. */
  status?: LeadStage
  service?: string
  /** Received at or after this instant (ISO date or date-time). */
  since?: string
  /** Possible spam held for review: only those (true), or none of them (false, the default). */
  possibleSpam?: boolean
  /** Assigned to this Studio user: their user id or e-mail address (any case). */
  assignee?: string
  /** Assigned to nobody. */
  unassigned?: boolean
  /** From this campaign: its `utm_campaign`, or the campaign code of the form that sent it. */
  campaign?: string
  /** Sent from the page at this path. */
  page?: string
  /** Sent through this form, or by the assistant (`chat`). */
  source?: string
}

/**
 * The GROQ filter and its parameters for a lead list. Possible spam is left out of every list but its own, so a
 * held message never reads as a lead to call.
 */
export function leadsFilter(filter: LeadFilter = {}): { filter: string; params: Record<string, string> } {
  const parts = ['_type == "contactSubmission"', '!(_id in path("drafts.**"))']
  const params: Record<string, string> = {}
  parts.push(filter.possibleSpam ? 'possibleSpam == true' : 'possibleSpam != true')
  if (filter.status) {
    parts.push('coalesce(stage, "new") == $status')
    params.status = filter.status
  }
  if (filter.service) {
    parts.push('service == $service')
    params.service = filter.service
  }
  if (filter.since) {
    parts.push('dateTime(submittedAt) >= dateTime($since)')
    params.since = normalizeSince(filter.since)
  }
  if (filter.assignee) {
    parts.push('(assignee.id == $assignee || lower(assignee.email) == lower($assignee))')
    params.assignee = filter.assignee
  }
  if (filter.unassigned) parts.push('!defined(assignee.id)')
  if (filter.campaign) {
    parts.push('(attribution.utmCampaign == $campaign || attribution.campaignCode == $campaign)')
    params.campaign = filter.campaign
  }
  if (filter.page) {
    parts.push('attribution.pagePath == $page')
    params.page = filter.page
  }
  if (filter.source) {
    parts.push('source == $source')
    params.source = filter.source
  }
  return { filter: parts.join(' && '), params }
}

/** `2026-01-01` as the start of that day (UTC); a full date-time as given. Anything else is refused. */
export function normalizeSince(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(date) || Number.isNaN(Date.parse(date)))
    throw new Error(`Not a date: "${value}" (expected YYYY-MM-DD or an ISO date-time)`)
  return new Date(date).toISOString()
}

/** The columns of a lead export, in order: the CSV header and the GROQ projection that reads them. */
export const LEAD_CSV_COLUMNS = [
  ['received', 'submittedAt'],
  ['status', 'coalesce(stage, "new")'],
  ['name', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['company', 'company'],
  ['service', 'service'],
  ['message', 'message'],
  ['source', 'source'],
  // The page's language: the team answers in it. Leads from before the site had languages are English.
  ['language', 'coalesce(language, "en")'],
  ['page', 'attribution.pagePath'],
  ['page_title', 'attribution.pageTitle'],
  ['form', 'attribution.formName'],
  ['campaign_code', 'attribution.campaignCode'],
  ['utm_source', 'attribution.utmSource'],
  ['utm_medium', 'attribution.utmMedium'],
  ['utm_campaign', 'attribution.utmCampaign'],
  ['utm_term', 'attribution.utmTerm'],
  ['utm_content', 'attribution.utmContent'],
  ['landing_page', 'attribution.landingPage'],
  ['referrer', 'attribution.referrerHost'],
  ['possible_spam', 'possibleSpam == true'],
  ['spam_reason', 'spamReason'],
  ['notes', 'notes'],
  ['status_changed_by', 'stageHistory[-1].changedBy'],
  ['status_changed_at', 'stageHistory[-1].changedAt'],
  ['assigned_to', 'assignee.name'],
  ['assigned_to_email', 'assignee.email'],
  ['assigned_at', 'assignee.assignedAt'],
  ['email_delivery', 'status'],
  // A chat lead's conversation with the assistant (`source: chat`), one message a line (leadsCsvLines).
  ['transcript', 'transcript[]{role, content}'],
  ['id', '_id'],
] as const
export type LeadRow = Partial<Record<(typeof LEAD_CSV_COLUMNS)[number][0], unknown>>

/**
 * The campaigns (`utm_campaign` values and forms' campaign codes) and the sending pages of the leads a filter selects:
 * the inbox's lists by campaign and by page, and the leads dashboard.
 */
export function leadGroupsQuery(filter: string): string {
  return `{
    "campaigns": array::unique(*[${filter}].attribution.utmCampaign) + array::unique(*[${filter}].attribution.campaignCode),
    "pages": array::unique(*[${filter}].attribution.pagePath)
  }`
}

/** The Leads report's rows (lead-report.ts) of the leads `filter` selects: date, campaign, sending page. */
export const leadReportQuery = (filter: string) =>
  `*[${filter}]{ submittedAt, "campaign": coalesce(attribution.utmCampaign, attribution.campaignCode), "page": attribution.pagePath, "pageTitle": attribution.pageTitle }`

/** The distinct names leadGroupsQuery answers, sorted, without the empty ones. */
export function leadGroupNames(values: unknown): string[] {
  return [
    ...new Set(
      (Array.isArray(values) ? values : []).filter((v): v is string => typeof v === 'string' && v !== ''),
    ),
  ].sort()
}

/** Leads per request when a list is read whole (the CSV download, `npm run leads:export`). */
export const LEADS_PAGE_SIZE = 500

/**
 * One page of a lead list's rows, newest first: the leads after the last row of the previous page (`$afterAt`,
 * `$afterId`; both null for the first page). Paged by that cursor, not by position, so a lead that arrives during an
 * export shifts nothing: no row is read twice or skipped. Ties on the date go by id; a lead without a date counts as
 * the oldest.
 */
export function leadsPageQuery(filter: string, size = LEADS_PAGE_SIZE): string {
  const projection = LEAD_CSV_COLUMNS.map(([name, expression]) => `"${name}": ${expression}`).join(', ')
  const after =
    '($afterId == null || coalesce(submittedAt, "") < $afterAt || (coalesce(submittedAt, "") == $afterAt && _id < $afterId))'
  return `*[${filter} && ${after}] | order(coalesce(submittedAt, "") desc, _id desc)[0...${size}] { ${projection} }`
}

/**
 * Every row of a lead list, a page at a time (`fetchPage` runs `leadsPageQuery` with the filter's parameters and the
 * cursor), so neither the lake nor the caller ever holds more than one page of leads.
 */
export async function* leadPages(
  fetchPage: (cursor: { afterAt: string | null; afterId: string | null }) => Promise<LeadRow[]>,
  size = LEADS_PAGE_SIZE,
): AsyncGenerator<LeadRow[]> {
  let cursor: { afterAt: string | null; afterId: string | null } = { afterAt: null, afterId: null }
  for (;;) {
    const rows = await fetchPage(cursor)
    if (rows.length > 0) yield rows
    if (rows.length < size) return
    const last = rows.at(-1)!
    cursor = { afterAt: typeof last.received === 'string' ? last.received : '', afterId: String(last.id) }
  }
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote, line break or edge space, quotes doubled. A text
 * starting with = + - @ (or a tab or carriage return) is what spreadsheets run as a formula: a visitor could type
 * `=HYPERLINK(...)` into the form. It gets a leading apostrophe, so it shows as the text it is.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'string' ? value : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The CSV header line. */
export const leadsCsvHeader = () => `${LEAD_CSV_COLUMNS.map(([name]) => name).join(',')}\r\n`

/** Who said a message of a chat lead's transcript, as the Studio and the CSV name them. */
export const CHAT_TURN_ROLES = [
  { title: 'Visitor', value: 'user' },
  { title: 'Assistant', value: 'assistant' },
] as const

/** A chat lead's transcript as text: "Visitor: …" and "Assistant: …", one message a line, oldest first. */
export function transcriptText(turns: unknown): string | undefined {
  if (!Array.isArray(turns) || turns.length === 0) return undefined
  return turns
    .map((turn: { role?: unknown; content?: unknown } | null) => {
      const who =
        CHAT_TURN_ROLES.find((entry) => entry.value === turn?.role)?.title ?? String(turn?.role ?? '')
      return `${who}: ${String(turn?.content ?? '').replace(/\s*\n\s*/g, ' ')}`
    })
    .join('\n')
}

/** CSV lines of lead rows, no header: one page of an export. */
export function leadsCsvLines(rows: LeadRow[]): string {
  const names = LEAD_CSV_COLUMNS.map(([name]) => name)
  const cell = (row: LeadRow, name: (typeof names)[number]) =>
    csvCell(name === 'transcript' ? transcriptText(row[name]) : row[name])
  return rows.map((row) => `${names.map((name) => cell(row, name)).join(',')}\r\n`).join('')
}

/** The CSV of lead rows: a header, then one line per lead, CRLF line ends as RFC 4180 has them. */
export function leadsCsv(rows: LeadRow[]): string {
  return leadsCsvHeader() + leadsCsvLines(rows)
}

/**
 * A change of a lead made in the Studio: its status and history, its assignee, or its release from the possible-spam
 * hold.
 */
export interface LeadChange {
  setIfMissing?: Record<string, unknown>
  set: Record<string, unknown>
  unset?: string[]
  insert?: { after: string; items: Record<string, unknown>[] }
}

/**
 * Moves a lead to `stage` and records who did it and when (the action's words, e.g. "Mark contacted", say how).
 * `key` is the history entry's `_key`.
 */
export function stageChange(
  stage: LeadStage,
  { action, by, at, key }: { action: string; by: string; at: string; key: string },
): LeadChange {
  return {
    setIfMissing: { stageHistory: [] },
    set: { stage },
    insert: {
      after: 'stageHistory[-1]',
      items: [{ _key: key, _type: 'leadStageChange', stage, action, changedBy: by, changedAt: at }],
    },
  }
}

/** A Studio user a lead can be assigned to, as the lead records them (names as the sign-in gives them). */
export interface LeadUser {
  id: string
  name?: string
  email?: string
}

/**
 * Assigns a lead to `user` (the one who takes it), recording who assigned it and when; `null` leaves it to nobody.
 * The name and e-mail are copied, so lists, the CSV and the export read them without asking the user service.
 */
export function assignChange(user: LeadUser | null, { by, at }: { by: string; at: string }): LeadChange {
  if (!user) return { set: {}, unset: ['assignee'] }
  return {
    set: {
      assignee: {
        _type: 'leadAssignee',
        id: user.id,
        name: user.name || user.email || user.id,
        ...(user.email ? { email: user.email } : {}),
        assignedBy: by,
        assignedAt: at,
      },
    },
  }
}

/**
 * "Not spam": the lead joins the inbox's lists and its e-mail is due at once (the e-mail retry sends it, within a
 * minute locally, five on Netlify or Vercel). The reason it was held stays on record.
 */
export function notSpamChange(at: string): LeadChange {
  return { set: { possibleSpam: false, status: 'new', nextAttemptAt: at } }
}
