import { defineField, defineType } from '@sanity/types'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { SERVICE_CODES } from '../lib/options.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, languageOf } from '../../shared/languages.ts'
import { EMAIL_PATTERN } from '../lib/validation.ts'
import { CHAT_TURN_ROLES, LEAD_SOURCE_OPTIONS, LEAD_STAGES, stageTitle } from '../lib/leads.ts'

/** The e-mail delivery of a lead, which the contact function records (the team's follow-up is `stage`). */
const STATUSES = [
  { title: 'Waiting to be e-mailed', value: 'new' },
  { title: 'Held: possible spam, not e-mailed', value: 'held' },
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
 * A message sent through a contact form: a lead. The contact function writes it (so no lead is lost when e-mail
 * fails) and records the e-mail delivery. In the Studio the team works it: its status and its assignee (changed with
 * the document actions, which record who and when) and internal notes are the only things they edit; what the
 * visitor sent is read-only. Live-edited: a change is saved at once, with no draft and no "Publish", and the lead
 * keeps its private id (readable only with a token).
 */
export const contactSubmission = defineType({
  name: 'contactSubmission',
  title: 'Contact submission',
  type: 'document',
  icon: EnvelopeIcon,
  liveEdit: true,
  groups: [
    { name: 'message', title: 'Message', default: true },
    { name: 'followUp', title: 'Follow-up' },
    { name: 'delivery', title: 'E-mail delivery' },
  ],
  fields: [
    defineField({
      name: 'stage',
      title: 'Status',
      type: 'string',
      group: ['message', 'followUp'],
      readOnly: true,
      options: { list: [...LEAD_STAGES], layout: 'radio', direction: 'horizontal' },
      description:
        'Change it with the actions in the ⋯ menu at the bottom right (Mark contacted, Qualify, Close, Reopen), which record who changed it and when. Empty on leads from before the inbox had statuses: they count as New.',
    }),
    defineField({
      name: 'assignee',
      title: 'Assigned to',
      type: 'object',
      group: ['message', 'followUp'],
      readOnly: true,
      description:
        'Who follows this lead up. Change it with “Take lead” or “Assign…” in the ⋯ menu at the bottom right. Empty: nobody yet (the inbox lists it under Unassigned).',
      fields: [
        defineField({ name: 'name', title: 'Name', type: 'string' }),
        defineField({ name: 'email', title: 'E-mail', type: 'string' }),
        defineField({
          name: 'id',
          title: 'User id',
          type: 'string',
          description: 'The Studio user’s id, which “Assigned to me” lists by.',
        }),
        defineField({ name: 'assignedBy', title: 'Assigned by', type: 'string' }),
        defineField({ name: 'assignedAt', title: 'Assigned at', type: 'datetime' }),
      ],
    }),
    defineField({
      name: 'notes',
      title: 'Internal notes',
      type: 'text',
      rows: 5,
      group: ['message', 'followUp'],
      description: 'For the team only: never sent to the visitor, saved as you type.',
    }),
    defineField({
      name: 'possibleSpam',
      title: 'Possible spam',
      type: 'boolean',
      group: ['message', 'followUp'],
      readOnly: true,
      hidden: ({ value }) => !value,
      description:
        'Held for review and not e-mailed to the team. “Not spam” releases it (it is e-mailed within a minute); “Close” files it away.',
    }),
    defineField({
      name: 'spamReason',
      title: 'Why it looks like spam',
      type: 'string',
      group: ['message', 'followUp'],
      readOnly: true,
      hidden: ({ value }) => !value,
    }),
    defineField({
      name: 'stageHistory',
      title: 'Status history',
      type: 'array',
      group: 'followUp',
      readOnly: true,
      of: [
        {
          type: 'object',
          name: 'leadStageChange',
          title: 'Status change',
          fields: [
            defineField({
              name: 'stage',
              title: 'Status',
              type: 'string',
              options: { list: [...LEAD_STAGES] },
            }),
            defineField({ name: 'action', title: 'Action', type: 'string' }),
            defineField({ name: 'changedBy', title: 'Changed by', type: 'string' }),
            defineField({ name: 'changedAt', title: 'Changed at', type: 'datetime' }),
          ],
          preview: {
            select: { stage: 'stage', action: 'action', changedBy: 'changedBy', changedAt: 'changedAt' },
            prepare: ({ stage, action, changedBy, changedAt }) => ({
              title: action ? `${action} (${stageTitle(stage)})` : stageTitle(stage),
              subtitle: [changedBy, minute(changedAt) && `${minute(changedAt)} UTC`]
                .filter(Boolean)
                .join(' · '),
            }),
          },
        },
      ],
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'message',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'email',
      title: 'E-mail',
      type: 'string',
      group: 'message',
      readOnly: true,
      validation: (rule) => [
        rule.required(),
        rule.regex(EMAIL_PATTERN, { name: 'e-mail' }).error('Not an e-mail address'),
      ],
    }),
    defineField({ name: 'phone', title: 'Phone', type: 'string', group: 'message', readOnly: true }),
    defineField({ name: 'company', title: 'Company', type: 'string', group: 'message', readOnly: true }),
    defineField({
      name: 'service',
      title: 'Service of interest',
      type: 'string',
      group: 'message',
      readOnly: true,
      options: { list: [...SERVICE_CODES] },
    }),
    defineField({
      name: 'message',
      title: 'Message',
      type: 'text',
      rows: 8,
      group: 'message',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'source',
      title: 'Sent from',
      type: 'string',
      group: 'message',
      readOnly: true,
      options: { list: [...LEAD_SOURCE_OPTIONS] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'language',
      title: 'Language',
      type: 'string',
      group: 'message',
      readOnly: true,
      description:
        'The language of the page it was sent from: answer in it. Empty on leads from before the site had languages: English.',
      options: { list: LANGUAGES.map(({ id, title }) => ({ title, value: id })) },
    }),
    defineField({
      name: 'transcript',
      title: 'Conversation with the assistant',
      type: 'array',
      group: 'message',
      readOnly: true,
      hidden: ({ value }) => !Array.isArray(value) || value.length === 0,
      description:
        'A lead from the assistant’s chat: what the visitor asked and what the assistant answered before they left their details, oldest first (at most the last 12 messages).',
      of: [
        {
          type: 'object',
          name: 'leadChatTurn',
          title: 'Message',
          fields: [
            defineField({
              name: 'role',
              title: 'From',
              type: 'string',
              options: { list: [...CHAT_TURN_ROLES] },
            }),
            defineField({ name: 'content', title: 'Text', type: 'text', rows: 4 }),
          ],
          preview: {
            select: { role: 'role', content: 'content' },
            prepare: ({ role, content }) => ({
              title: content,
              subtitle: CHAT_TURN_ROLES.find((entry) => entry.value === role)?.title,
            }),
          },
        },
      ],
    }),
    defineField({
      name: 'attribution',
      title: 'Where it came from',
      type: 'object',
      group: 'message',
      readOnly: true,
      description:
        'The page and the form that sent it, and the visit’s first touch: the campaign of the link the visitor arrived by, the first page they saw and the site that sent them. Empty: not recorded (an API caller, or sent before the site recorded it).',
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({ name: 'pagePath', title: 'Page', type: 'string' }),
        defineField({ name: 'pageTitle', title: 'Page title', type: 'string' }),
        defineField({ name: 'formName', title: 'Form', type: 'string' }),
        defineField({
          name: 'formKey',
          title: 'Form section key',
          type: 'string',
          description: 'Which contact form section of the page it was (its key in the page’s sections).',
        }),
        defineField({ name: 'campaignCode', title: 'Campaign code of the form', type: 'string' }),
        defineField({ name: 'utmSource', title: 'Campaign source (utm_source)', type: 'string' }),
        defineField({ name: 'utmMedium', title: 'Campaign medium (utm_medium)', type: 'string' }),
        defineField({ name: 'utmCampaign', title: 'Campaign (utm_campaign)', type: 'string' }),
        defineField({ name: 'utmTerm', title: 'Campaign term (utm_term)', type: 'string' }),
        defineField({ name: 'utmContent', title: 'Campaign content (utm_content)', type: 'string' }),
        defineField({ name: 'landingPage', title: 'Landing page', type: 'string' }),
        defineField({ name: 'referrerHost', title: 'Referring site', type: 'string' }),
      ],
    }),
    defineField({
      name: 'submittedAt',
      title: 'Received',
      type: 'datetime',
      group: 'message',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'status',
      title: 'E-mail delivery',
      type: 'string',
      group: 'delivery',
      readOnly: true,
      options: { list: STATUSES },
      initialValue: 'new',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'emailAttempts',
      title: 'E-mail attempts',
      type: 'number',
      group: 'delivery',
      readOnly: true,
      initialValue: 0,
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'emailedAt',
      title: 'E-mailed at',
      type: 'datetime',
      group: 'delivery',
      readOnly: true,
    }),
    defineField({
      name: 'nextAttemptAt',
      title: 'Next e-mail attempt',
      type: 'datetime',
      group: 'delivery',
      readOnly: true,
      description:
        'When the e-mail is tried next: 1 minute after the first failure, then twice as long each time (at most an hour), for 7 days by default. After that the message is marked “E-mail not delivered”.',
    }),
    defineField({
      name: 'lastError',
      title: 'Last e-mail error',
      type: 'text',
      rows: 3,
      group: 'delivery',
      readOnly: true,
    }),
    defineField({
      name: 'sendingSince',
      title: 'Sending since',
      type: 'datetime',
      group: 'delivery',
      readOnly: true,
      description:
        'Set while an e-mail is being sent; a stale value means the sender stopped and it will be retried.',
    }),
    defineField({
      name: 'submissionId',
      title: 'Submission id',
      type: 'string',
      group: 'delivery',
      readOnly: true,
      description:
        'The id the visitor’s browser gave the message, so a resent form never makes a second lead.',
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'newest', by: [{ field: 'submittedAt', direction: 'desc' }] }],
  preview: {
    select: {
      name: 'name',
      company: 'company',
      stage: 'stage',
      assignee: 'assignee.name',
      possibleSpam: 'possibleSpam',
      status: 'status',
      submittedAt: 'submittedAt',
      emailAttempts: 'emailAttempts',
      nextAttemptAt: 'nextAttemptAt',
      language: 'language',
    },
    prepare: ({
      name,
      company,
      stage,
      assignee,
      possibleSpam,
      status,
      submittedAt,
      emailAttempts,
      nextAttemptAt,
      language,
    }) => ({
      title: company ? `${name} (${company})` : name,
      subtitle: [
        possibleSpam ? '⚠ Possible spam' : stageTitle(stage),
        assignee ? `→ ${assignee}` : undefined,
        // A lead in another language than English says so in the inbox: someone who writes it should answer.
        language && language !== DEFAULT_LANGUAGE ? languageOf(language).title : undefined,
        minute(submittedAt),
        // The delivery only when it needs someone's attention.
        status === 'email-failed' || status === 'email-undelivered'
          ? deliveryNote({ status, emailAttempts, nextAttemptAt })
          : undefined,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
