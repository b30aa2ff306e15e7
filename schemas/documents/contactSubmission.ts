import { defineField, defineType } from 'sanity'
import { EnvelopeIcon } from '@sanity/icons'
import { SERVICE_CODES, list } from '../objects/options.ts'

/** A message sent through a contact form: written by the contact function, read (not edited) by marketing. */
export const contactSubmission = defineType({
  name: 'contactSubmission',
  title: 'Contact submission',
  type: 'document',
  icon: EnvelopeIcon,
  readOnly: true,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'email', title: 'E-mail', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'phone', title: 'Phone', type: 'string' }),
    defineField({ name: 'company', title: 'Company', type: 'string' }),
    defineField({
      name: 'service',
      title: 'Service',
      type: 'string',
      options: { list: list(SERVICE_CODES) },
    }),
    defineField({ name: 'message', title: 'Message', type: 'text', validation: (rule) => rule.required() }),
    defineField({ name: 'source', title: 'Form', type: 'string' }),
    defineField({ name: 'submissionId', title: 'Submission id', type: 'string' }),
    defineField({
      name: 'submittedAt',
      title: 'Received',
      type: 'datetime',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'status',
      title: 'E-mail status',
      type: 'string',
      options: {
        list: [
          { title: 'New', value: 'new' },
          { title: 'Sending', value: 'sending' },
          { title: 'E-mailed', value: 'emailed' },
          { title: 'E-mail failed (will retry)', value: 'email-failed' },
        ],
      },
    }),
    defineField({ name: 'emailAttempts', title: 'E-mail attempts', type: 'number' }),
    defineField({ name: 'emailedAt', title: 'E-mailed at', type: 'datetime' }),
    defineField({ name: 'sendingSince', title: 'Sending since', type: 'datetime', hidden: true }),
    defineField({ name: 'lastError', title: 'Last e-mail error', type: 'string' }),
  ],
  orderings: [{ title: 'Newest first', name: 'newest', by: [{ field: 'submittedAt', direction: 'desc' }] }],
  preview: {
    select: { name: 'name', company: 'company', status: 'status', submittedAt: 'submittedAt' },
    prepare: ({ name, company, status, submittedAt }) => ({
      title: `${name}${company ? ` (${company})` : ''}`,
      subtitle: `${status ?? ''} · ${submittedAt?.slice(0, 16).replace('T', ' ') ?? ''}`,
    }),
  },
})
