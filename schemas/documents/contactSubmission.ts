import { defineField, defineType } from 'sanity'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { SERVICE_CODES } from '../lib/options.ts'
import { EMAIL_PATTERN } from '../lib/validation.ts'

const STATUSES = [
  { title: 'New', value: 'new' },
  { title: 'Sending e-mail', value: 'sending' },
  { title: 'E-mailed to the team', value: 'emailed' },
  { title: 'E-mail failed (retried automatically)', value: 'email-failed' },
  { title: 'E-mail not delivered: check SMTP', value: 'email-undelivered' },
]

/** Leads whose e-mail has not reached the team: failing (still retried) or given up. The inbox lists them apart. */
export const UNDELIVERED_LEADS_FILTER =
  '_type == "contactSubmission" && status in ["email-failed", "email-undelivered"]'

/** `2025-03-01T09:30:00.000Z` as `2025-03-01 09:30` (UTC, as stored). */
const minute = (value: unknown) => (value ? String(value).slice(0, 16).replace('T', ' ') : undefined)

/**
 * How the inbox describes a lead's e-mail. A failing one is flagged (⚠) with its attempts and next try, so a broken
 * mail server is noticed in the inbox long before the retries give up.
 */
export function deliveryNote(lead: {
  status?: string
  emailAttempts?: number
  nextAttemptAt?: string
}): string {
  const attempts = `${lead.emailAttempts ?? 0} attempt${lead.emailAttempts === 1 ? '' : 's'}`
  if (lead.status === 'email-failed')
    return `⚠ E-mail failed (${attempts}, retrying at ${minute(lead.nextAttemptAt) ?? 'the next run'} UTC)`
  if (lead.status === 'email-undelivered') return `⚠ E-mail not delivered after ${attempts}: check SMTP`
  return STATUSES.find((entry) => entry.value === lead.status)?.title ?? ''
}

/**
 * A message sent through a contact form. The contact function writes it (so no lead is lost when e-mail fails)
 * and records the e-mail delivery; marketing reads it in the Studio but does not edit it.
 */
export const contactSubmission = defineType({
  name: 'contactSubmission',
  title: 'Contact submission',
  type: 'document',
  icon: EnvelopeIcon,
  readOnly: true,
  groups: [
    { name: 'message', title: 'Message', default: true },
    { name: 'delivery', title: 'E-mail delivery' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'message',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'email',
      title: 'E-mail',
      type: 'string',
      group: 'message',
      validation: (rule) => [
        rule.required(),
        rule.regex(EMAIL_PATTERN, { name: 'e-mail' }).error('Not an e-mail address'),
      ],
    }),
    defineField({ name: 'phone', title: 'Phone', type: 'string', group: 'message' }),
    defineField({ name: 'company', title: 'Company', type: 'string', group: 'message' }),
    defineField({
      name: 'service',
      title: 'Service of interest',
      type: 'string',
      group: 'message',
      options: { list: [...SERVICE_CODES] },
    }),
    defineField({
      name: 'message',
      title: 'Message',
      type: 'text',
      rows: 8,
      group: 'message',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'source',
      title: 'Sent from',
      type: 'string',
      group: 'message',
      options: {
        list: [
          { title: 'Home page form', value: 'home' },
          { title: 'Contact page form', value: 'contact' },
          { title: 'Website form', value: 'website' },
          { title: 'API', value: 'api' },
        ],
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'submittedAt',
      title: 'Received',
      type: 'datetime',
      group: 'message',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      group: 'delivery',
      options: { list: STATUSES },
      initialValue: 'new',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'emailAttempts',
      title: 'E-mail attempts',
      type: 'number',
      group: 'delivery',
      initialValue: 0,
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({ name: 'emailedAt', title: 'E-mailed at', type: 'datetime', group: 'delivery' }),
    defineField({
      name: 'nextAttemptAt',
      title: 'Next e-mail attempt',
      type: 'datetime',
      group: 'delivery',
      description:
        'When the e-mail is tried next: 1 minute after the first failure, then twice as long each time (at most an hour), for 7 days by default. After that the message is marked “E-mail not delivered”.',
    }),
    defineField({ name: 'lastError', title: 'Last e-mail error', type: 'text', rows: 3, group: 'delivery' }),
    defineField({
      name: 'sendingSince',
      title: 'Sending since',
      type: 'datetime',
      group: 'delivery',
      description:
        'Set while an e-mail is being sent; a stale value means the sender stopped and it will be retried.',
    }),
    defineField({
      name: 'submissionId',
      title: 'Submission id',
      type: 'string',
      group: 'delivery',
      description:
        'The id the visitor’s browser gave the message, so a resent form never makes a second lead.',
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'newest', by: [{ field: 'submittedAt', direction: 'desc' }] }],
  preview: {
    select: {
      name: 'name',
      company: 'company',
      status: 'status',
      submittedAt: 'submittedAt',
      emailAttempts: 'emailAttempts',
      nextAttemptAt: 'nextAttemptAt',
    },
    prepare: ({ name, company, status, submittedAt, emailAttempts, nextAttemptAt }) => ({
      title: company ? `${name} (${company})` : name,
      subtitle: [minute(submittedAt), deliveryNote({ status, emailAttempts, nextAttemptAt })]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
