// The leads inbox in the Studio's menu: every lead, the signed-in user's and the unassigned ones, one list per
// follow-up status, one per service, campaign and sending page, the messages held as possible spam, each newest first, and each with "Download CSV" (in the list's menu) that downloads exactly
// the leads that list shows, with the same filter and order `npm run leads:export` uses.
import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { DownloadIcon } from '@sanity/icons/Download'
import { InboxIcon } from '@sanity/icons/Inbox'
import { TagIcon } from '@sanity/icons/Tag'
import { UserIcon } from '@sanity/icons/User'
import { WarningOutlineIcon } from '@sanity/icons/WarningOutline'
import { LinkIcon } from '@sanity/icons/Link'
import { RocketIcon } from '@sanity/icons/Rocket'
import { SERVICE_CODES } from '../schemas/lib/options.ts'
import { serviceName } from '../validation/services.ts'
import {
  LEAD_STAGES,
  leadPages,
  leadsCsvHeader,
  leadsCsvLines,
  leadGroupNames,
  leadGroupsQuery,
  leadsFilter,
  leadsPageQuery,
  type LeadFilter,
  type LeadRow,
} from '../schemas/lib/leads.ts'

const API_VERSION = '2025-02-19'

/** `Possible Spam` as `possible-spam`, for the file name. */
const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** Fetches the list's leads and hands the browser a CSV file of them. */
async function downloadCsv(context: StructureResolverContext, filter: LeadFilter, title: string) {
  const { filter: groq, params } = leadsFilter(filter)
  const client = context.getClient({ apiVersion: API_VERSION })
  // A byte-order mark, so spreadsheet programs read the names of people from anywhere as UTF-8.
  const parts = ['\uFEFF', leadsCsvHeader()]
  // A page of leads per request: however many there are, no answer outgrows the query API's result limit.
  for await (const rows of leadPages((cursor) =>
    client.fetch<LeadRow[]>(leadsPageQuery(groq), { ...params, ...cursor }, { perspective: 'raw' }),
  ))
    parts.push(leadsCsvLines(rows))
  const blob = new Blob(parts, { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `leads-${slug(title)}-${new Date().toISOString().slice(0, 10)}.csv`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** A list of leads, newest first, that downloads itself as CSV. */
function leadList(
  S: StructureBuilder,
  context: StructureResolverContext,
  id: string,
  title: string,
  filter: LeadFilter,
) {
  const { filter: groq, params } = leadsFilter(filter)
  return (
    S.documentList()
      .id(id)
      .title(title)
      .schemaType('contactSubmission')
      .apiVersion(API_VERSION)
      .filter(groq)
      .params(params)
      .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }])
      // An inbox: leads arrive from the contact forms, nobody creates them here.
      .initialValueTemplates([])
      .menuItems([
        S.menuItem()
          .id(`${id}-csv`)
          .title('Download CSV')
          .icon(DownloadIcon)
          .showAsAction(true)
          .action(() => {
            downloadCsv(context, filter, title).catch((error: unknown) => {
              console.error('The CSV of the leads could not be made:', error)
              window.alert(`The CSV could not be downloaded: ${String((error as Error)?.message ?? error)}`)
            })
          }),
      ])
  )
}

/** The campaigns and the pages the leads came from (none: an empty list says so). */
async function leadGroups(context: StructureResolverContext) {
  const { filter, params } = leadsFilter({})
  const groups = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch<{ campaigns: unknown; pages: unknown }>(leadGroupsQuery(filter), params, { perspective: 'raw' })
  return { campaigns: leadGroupNames(groups.campaigns), pages: leadGroupNames(groups.pages) }
}

/** A list of lists, one per campaign or page the leads came from. */
function leadsBy(
  S: StructureBuilder,
  context: StructureResolverContext,
  by: 'campaign' | 'page',
  title: string,
) {
  return S.listItem()
    .id(`leads-by-${by}`)
    .title(title)
    .icon(by === 'campaign' ? RocketIcon : LinkIcon)
    .child(async () => {
      const groups = await leadGroups(context)
      const names = by === 'campaign' ? groups.campaigns : groups.pages
      return S.list()
        .id(`leads-by-${by}`)
        .title(title)
        .items(
          names.map((name, index) =>
            S.listItem()
              .id(`leads-${by}-${index}`)
              .title(name)
              .child(leadList(S, context, `leads-${by}-${index}`, name, { [by]: name })),
          ),
        )
    })
}

/** "Contact Submissions" in the menu: the inbox's lists. */
export function leadsInbox(S: StructureBuilder, context: StructureResolverContext) {
  return S.listItem()
    .id('contactSubmission')
    .title('Contact Submissions')
    .icon(InboxIcon)
    .child(
      S.list()
        .id('contactSubmission')
        .title('Contact Submissions')
        .items([
          S.listItem()
            .id('leads-all')
            .title('All Leads')
            .icon(InboxIcon)
            .child(leadList(S, context, 'leads-all', 'All Leads', {})),
          // By user id: the Studio's signed-in user (every lead is assigned by user id, see lead-assignee.ts).
          ...(context.currentUser
            ? [
                S.listItem()
                  .id('leads-mine')
                  .title('Assigned to Me')
                  .icon(UserIcon)
                  .child(
                    leadList(S, context, 'leads-mine', 'Assigned to Me', {
                      assignee: context.currentUser.id,
                    }),
                  ),
              ]
            : []),
          S.listItem()
            .id('leads-unassigned')
            .title('Unassigned')
            .child(leadList(S, context, 'leads-unassigned', 'Unassigned', { unassigned: true })),
          S.divider(),
          ...LEAD_STAGES.map((stage) =>
            S.listItem()
              .id(`leads-${stage.value}`)
              .title(stage.title)
              .child(leadList(S, context, `leads-${stage.value}`, stage.title, { status: stage.value })),
          ),
          S.listItem()
            .id('leads-by-service')
            .title('By Service')
            .icon(TagIcon)
            .child(
              S.list()
                .id('leads-by-service')
                .title('By Service')
                .items(
                  SERVICE_CODES.map(({ value: code }) =>
                    S.listItem()
                      .id(`leads-service-${code}`)
                      .title(serviceName(code))
                      .child(
                        leadList(S, context, `leads-service-${code}`, serviceName(code), {
                          service: code,
                        }),
                      ),
                  ),
                ),
            ),
          // Where leads came from: each campaign (utm_campaign or a form's campaign code) and each sending page.
          leadsBy(S, context, 'campaign', 'By Campaign'),
          leadsBy(S, context, 'page', 'By Page'),
          S.divider(),
          S.listItem()
            .id('leads-possible-spam')
            .title('Possible Spam')
            .icon(WarningOutlineIcon)
            .child(leadList(S, context, 'leads-possible-spam', 'Possible Spam', { possibleSpam: true })),
        ]),
    )
}
