// `npm run leads:export -- [--status new|contacted|qualified|closed] [--service sap] [--since 2026-01-01] [--spam]
// [--assignee mia@example.com | --unassigned] [--campaign spring-launch] [--page /sap-rise] [--source chat]
// [--out leads.csv]`: the leads as CSV (stdout, or a file), with the filter and columns of the Studio's "Download
// CSV". Reads the embedded content lake's file directly (no server needed; safe while `npm start` runs), or hosted
// Sanity when SANITY_PROJECT_ID is set (with SANITY_API_READ_TOKEN or SANITY_API_WRITE_TOKEN: leads are private).
import { createWriteStream, existsSync } from 'node:fs'
import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createClient } from '@sanity/client'
import { hostedClientConfig } from '#shared/hosted-sanity.ts'
import { dataDir, rootDir } from '#shared/paths.ts'
import { storeFile } from '../server/content-lake/index.ts'
import { DocumentStore } from '../server/content-lake/store.ts'
import { DocumentIndex } from '../server/content-lake/document-index.ts'
import { entriesOf } from '../server/content-lake/document-places.ts'
import { View } from '../server/content-lake/query-view.ts'
import { evaluateQuery, parseQuery } from '../server/content-lake/query.ts'
import {
  LEAD_SOURCE_VALUES,
  LEAD_STAGE_VALUES,
  leadPages,
  leadsCsvHeader,
  leadsCsvLines,
  leadsFilter,
  leadsPageQuery,
  normalizeSince,
  type LeadFilter,
  type LeadRow,
  type LeadStage,
} from '../schemas/lib/leads.ts'

export const USAGE = `Usage: npm run leads:export -- [--status ${LEAD_STAGE_VALUES.join('|')}] [--service <code>] [--since YYYY-MM-DD] [--spam] [--assignee <e-mail or user id> | --unassigned] [--campaign <utm_campaign or form campaign code>] [--page <path>] [--source ${LEAD_SOURCE_VALUES.join('|')}] [--out file.csv]`

/** The command line as a lead filter and an output file; a message for anything it cannot be. */
export function parseExportArgs(args: string[]): { filter: LeadFilter; out?: string } | { error: string } {
  let values
  try {
    ;({ values } = parseArgs({
      args,
      options: {
        status: { type: 'string' },
        service: { type: 'string' },
        since: { type: 'string' },
        spam: { type: 'boolean', default: false },
        assignee: { type: 'string' },
        unassigned: { type: 'boolean', default: false },
        campaign: { type: 'string' },
        page: { type: 'string' },
        source: { type: 'string' },
        out: { type: 'string' },
      },
    }))
  } catch (error) {
    return { error: (error as Error).message }
  }
  if (values.status !== undefined && !LEAD_STAGE_VALUES.includes(values.status as LeadStage))
    return { error: `Unknown status "${values.status}": one of ${LEAD_STAGE_VALUES.join(', ')}` }
  if (values.assignee !== undefined && values.unassigned)
    return { error: '--assignee and --unassigned exclude each other: use one' }
  if (values.assignee !== undefined && !values.assignee.trim())
    return { error: '--assignee needs an e-mail address or a user id' }
  if (values.campaign !== undefined && !values.campaign.trim())
    return { error: '--campaign needs a campaign name (utm_campaign) or a form’s campaign code' }
  if (values.page !== undefined && !values.page.startsWith('/'))
    return { error: `--page needs a site path such as /sap-rise, not "${values.page}"` }
  if (values.source !== undefined && !LEAD_SOURCE_VALUES.includes(values.source))
    return { error: `Unknown source "${values.source}": one of ${LEAD_SOURCE_VALUES.join(', ')}` }
  let since
  try {
    since = values.since === undefined ? undefined : normalizeSince(values.since)
  } catch (error) {
    return { error: (error as Error).message }
  }
  return {
    filter: {
      ...(values.status ? { status: values.status as LeadStage } : {}),
      ...(values.service ? { service: values.service } : {}),
      ...(since ? { since } : {}),
      ...(values.spam ? { possibleSpam: true } : {}),
      ...(values.assignee ? { assignee: values.assignee.trim() } : {}),
      ...(values.unassigned ? { unassigned: true } : {}),
      ...(values.campaign ? { campaign: values.campaign.trim() } : {}),
      ...(values.page ? { page: values.page } : {}),
      ...(values.source ? { source: values.source } : {}),
    },
    ...(values.out ? { out: values.out } : {}),
  }
}

/**
 * Writes the CSV of the leads the filter selects, newest first, a page at a time (from hosted Sanity or the embedded
 * lake's file), so no more than a page of leads is ever held; returns how many there were.
 */
async function exportLeads(filter: LeadFilter, env: NodeJS.ProcessEnv, out: Writable): Promise<number> {
  const { filter: groq, params } = leadsFilter(filter)
  const query = leadsPageQuery(groq)
  let fetchPage: Parameters<typeof leadPages>[0]
  let close = () => {}
  if (env.SANITY_PROJECT_ID) {
    const token = env.SANITY_API_READ_TOKEN ?? env.SANITY_API_WRITE_TOKEN
    if (!token) throw new Error('Leads are private: set SANITY_API_READ_TOKEN (or SANITY_API_WRITE_TOKEN)')
    const client = createClient({
      ...hostedClientConfig(env),
      apiVersion: '2025-02-19',
      useCdn: false,
      token,
    })
    fetchPage = (cursor) => client.fetch<LeadRow[]>(query, { ...params, ...cursor }, { perspective: 'raw' })
  } else {
    const file = storeFile(dataDir(env))
    if (!existsSync(file))
      throw new Error(`There is no content lake at ${relative(rootDir, file)} yet (npm start creates it).`)
    const store = new DocumentStore(file)
    close = () => store.close()
    // The lake's own query planning: only the leads are read (by their type), parsed a few at a time.
    const view = new View(
      new DocumentIndex(store.buffer, entriesOf(store.storedEntries())),
      'raw',
      () => true,
    )
    const parsed = parseQuery(query)
    fetchPage = async (cursor) => (await evaluateQuery(parsed, view, { ...params, ...cursor })) as LeadRow[]
  }
  try {
    let count = 0
    const write = async (text: string) => {
      if (!out.write(text)) await once(out, 'drain')
    }
    await write(leadsCsvHeader())
    for await (const rows of leadPages(fetchPage)) {
      await write(leadsCsvLines(rows))
      count += rows.length
    }
    return count
  } finally {
    close()
  }
}

/** Where a run writes, and what it reads: the process's own, or a test's. */
export interface ExportIo {
  env: NodeJS.ProcessEnv
  stdout: Writable
  /** A line for the person at the terminal (errors, "Exported n leads"). */
  stderr: (line: string) => void
  cwd: string
}

/** The whole command: the arguments after `--`, answered with the process's exit code (0, 1 failed, 2 bad usage). */
export async function runLeadsExport(args: string[], io: ExportIo): Promise<number> {
  const parsed = parseExportArgs(args)
  if ('error' in parsed) {
    io.stderr(`${parsed.error}\n${USAGE}`)
    return 2
  }
  try {
    if (!parsed.out) {
      await exportLeads(parsed.filter, io.env, io.stdout)
      return 0
    }
    const outFile = resolve(io.cwd, parsed.out)
    const file = createWriteStream(outFile)
    const count = await exportLeads(parsed.filter, io.env, file)
    file.end()
    await once(file, 'close')
    io.stderr(`Exported ${count} lead${count === 1 ? '' : 's'} to ${relative(io.cwd, outFile)}`)
    return 0
  } catch (error) {
    io.stderr(String((error as Error)?.message ?? error))
    return 1
  }
}

if (import.meta.main) {
  process.exitCode = await runLeadsExport(process.argv.slice(2), {
    env: process.env,
    stdout: process.stdout,
    stderr: (line) => console.error(line),
    cwd: process.cwd(),
  })
}
