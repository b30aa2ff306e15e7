// The "Leads report" tool: which campaigns, pages and weeks bring leads, counted from the lake's own leads (no third
// party needed), possible spam left out. A campaign or page links to its list in the inbox, where its leads are.
import { useEffect, useState } from 'react'
import { Box, Card, Container, Flex, Heading, Spinner, Stack, Text } from '@sanity/ui'
import { useClient } from 'sanity'
import { leadReportQuery, leadsFilter } from '../../schemas/lib/leads.ts'
import {
  leadReport,
  type LeadCount,
  type LeadReport,
  type LeadReportRow,
} from '../../schemas/lib/lead-report.ts'

const API_VERSION = '2025-02-19'

function Counts({ title, column, counts }: { title: string; column: string; counts: LeadCount[] }) {
  return (
    <Card padding={4} radius={2} shadow={1}>
      <Stack gap={4}>
        <Heading as="h2" size={1}>
          {title}
        </Heading>
        {counts.length === 0 ? (
          <Text muted>No leads yet.</Text>
        ) : (
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                <th style={{ textAlign: 'left', paddingBottom: 8 }}>
                  <Text size={1} weight="semibold">
                    {column}
                  </Text>
                </th>
                <th style={{ textAlign: 'right', paddingBottom: 8 }}>
                  <Text size={1} weight="semibold">
                    Leads
                  </Text>
                </th>
                <th style={{ textAlign: 'right', paddingBottom: 8 }}>
                  <Text size={1} weight="semibold">
                    Latest
                  </Text>
                </th>
              </tr>
            </thead>
            <tbody>
              {counts.map((count) => (
                <tr key={count.name}>
                  <td style={{ padding: '4px 8px 4px 0' }}>
                    <Text size={1}>{count.title ? `${count.title} (${count.name})` : count.name}</Text>
                  </td>
                  <td style={{ textAlign: 'right', padding: '4px 0' }}>
                    <Text size={1}>{count.leads}</Text>
                  </td>
                  <td style={{ textAlign: 'right', padding: '4px 0 4px 8px' }}>
                    <Text size={1} muted>
                      {count.latest?.slice(0, 10) ?? ''}
                    </Text>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Stack>
    </Card>
  )
}

function Weeks({ weeks }: { weeks: LeadReport['weeks'] }) {
  const most = Math.max(1, ...weeks.map((week) => week.leads))
  return (
    <Card padding={4} radius={2} shadow={1}>
      <Stack gap={4}>
        <Heading as="h2" size={1}>
          Leads per week (the last {weeks.length})
        </Heading>
        <Stack gap={2} as="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {weeks.map(({ week, leads }) => (
            <Flex as="li" key={week} align="center" gap={3}>
              <Box style={{ width: '7rem', flex: 'none' }}>
                <Text size={1} muted>
                  {`Week of ${week}`}
                </Text>
              </Box>
              <Box
                aria-hidden="true"
                style={{
                  height: 12,
                  width: `${(leads / most) * 100}%`,
                  minWidth: leads ? 4 : 0,
                  maxWidth: 'calc(100% - 10rem)',
                  background: 'var(--card-focus-ring-color)',
                  borderRadius: 2,
                }}
              />
              <Text size={1}>{leads}</Text>
            </Flex>
          ))}
        </Stack>
      </Stack>
    </Card>
  )
}

export function LeadsReport() {
  const client = useClient({ apiVersion: API_VERSION })
  const [report, setReport] = useState<LeadReport | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const { filter, params } = leadsFilter({})
    let live = true
    client
      .fetch<LeadReportRow[]>(leadReportQuery(filter), params, { perspective: 'raw' })
      .then((rows) => live && setReport(leadReport(rows)))
      .catch((failure: unknown) => live && setError(String((failure as Error)?.message ?? failure)))
    return () => {
      live = false
    }
  }, [client])
  return (
    <Container width={3} padding={4} sizing="border">
      <Stack gap={5}>
        <Stack gap={3}>
          <Heading as="h1" size={3}>
            Leads report
          </Heading>
          <Text muted>
            Where the leads came from: the campaign of the link a visitor arrived by (or the campaign code of
            the form), the page the form was on, and when. Possible spam is left out. The inbox lists each
            campaign’s and each page’s leads under Contact Submissions, By Campaign and By Page.
          </Text>
        </Stack>
        {error ? (
          <Card padding={4} tone="critical" radius={2}>
            <Text>The leads could not be read: {error}</Text>
          </Card>
        ) : !report ? (
          <Flex justify="center" padding={5}>
            <Spinner muted />
          </Flex>
        ) : (
          <>
            <Text weight="semibold">{report.total === 1 ? '1 lead' : `${report.total} leads`}</Text>
            <Weeks weeks={report.weeks} />
            <Counts title="Leads by campaign" column="Campaign" counts={report.campaigns} />
            <Counts title="Leads by page" column="Page" counts={report.pages} />
          </>
        )}
      </Stack>
    </Container>
  )
}
