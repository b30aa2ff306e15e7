import { defineField, defineType } from 'sanity'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { SERVICE_CODES } from '../lib/options.ts'
import { EMAIL_PATTERN } from '../lib/validation.ts'

const STATUSES = [
  { title: 'New', value: 'new' },
  { title: 'Sending e-mail', value: 'sending' },
  { title: 'E-mailed to the team', value: 'emailed' },
  { title: 'E-mail failed (retried automatically)', value: 'email-failed' },
]

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
    select: { name: 'name', company: 'company', status: 'status', submittedAt: 'submittedAt' },
    prepare: ({ name, company, status, submittedAt }) => ({
      title: company ? `${name} (${company})` : name,
      subtitle: [
        submittedAt ? String(submittedAt).slice(0, 16).replace('T', ' ') : undefined,
        STATUSES.find((entry) => entry.value === status)?.title,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
