// The pages the contact function answers a form post with when the browser asked for a page (no scripts, or before
// hydration): a 303 to the thank-you page, or the form again with the visitor's values and the exact messages of
// what went wrong. Personal data stays in the body of a POST answer; no address ever carries it.
import { pageIds } from '../../schemas/lib/ids.ts'
import { LIMITS } from '../../validation/limits.ts'
import { formMessages, type FormMessages } from '../../validation/messages.ts'
import type { FieldErrors } from '../../validation/contact.ts'
import { colorProperty, schemeProperties } from '../../shared/color-schemes.ts'
import { getSanityClient } from '../lib/sanity-client.ts'
import { contactFormPageQuery } from '../lib/queries.ts'
import { homePathOf, type LanguageId } from '../../shared/languages.ts'
import type { ContactFormPageQueryResult } from '../../shared/sanity.types.ts'
import type { FormKind } from './form-post.ts'

type Labels = Partial<Record<string, string | null>>
export interface FormContent {
  language: LanguageId
  /** The forms' messages in that language (English where the CMS has no text). */
  messages: FormMessages
  thankYouPath: string
  companyName: string
  /** The page holding the form, with its anchor. */
  formHref: string
  heading: string | null
  submitLabel: string | null
  labels: Labels
  serviceOptions: { value: string; label: string }[]
}

const FALLBACK_THANK_YOU_PATH = '/thank-you'

/**
 * The CMS texts for the form of this kind in the post's language (the page of that language holding such a form,
 * the thank-you page's translation); plain fallbacks if the content lake cannot be read.
 */
export async function loadFormContent(
  env: Record<string, string | undefined>,
  kind: FormKind,
  language: LanguageId,
) {
  const result = await getSanityClient(env, 'public')
    .fetch<ContactFormPageQueryResult>(
      contactFormPageQuery,
      { thankYouId: pageIds.thankYou, formVariant: kind === 'contact' ? 'full' : 'home', language },
      { perspective: 'published' },
    )
    .catch((error: unknown) => {
      console.error('[send-contact-email] could not read the form texts; answering with plain ones:', error)
      return null
    })
  const section = result?.form?.section
  const path = result?.form?.path ?? (kind === 'contact' ? '/contact' : '/')
  return {
    language,
    messages: formMessages(result?.messages),
    thankYouPath: result?.thankYouPath ?? FALLBACK_THANK_YOU_PATH,
    companyName: result?.companyName ?? '',
    formHref: section?.anchorId ? `${path}#${section.anchorId}` : path,
    heading: section?.heading ?? null,
    submitLabel: section?.submitLabel ?? null,
    labels: (section?.labels ?? {}) as Labels,
    serviceOptions: (section?.serviceOptions ?? []).map((option) => ({
      value: option.value ?? '',
      label: option.label ?? option.value ?? '',
    })),
  } satisfies FormContent
}

/** The answer that ends a post on a page: 303 See Other, so a reload of it is a GET, never a second post. */
export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

interface FieldSpec {
  name: string
  control?: 'input' | 'select' | 'textarea'
  type?: 'email' | 'tel'
  required?: boolean
  autoComplete?: string
  maxLength?: number
}

/** The fields of each form, in the order of the site's own forms (web/src/features/contact/). */
const FIELDS: Record<FormKind, FieldSpec[]> = {
  contact: [
    { name: 'firstName', required: true, autoComplete: 'given-name', maxLength: LIMITS.name },
    { name: 'lastName', required: true, autoComplete: 'family-name', maxLength: LIMITS.name },
    { name: 'email', type: 'email', required: true, autoComplete: 'email', maxLength: LIMITS.email },
    { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: LIMITS.phone },
    { name: 'company', autoComplete: 'organization', maxLength: LIMITS.company },
    { name: 'service', control: 'select' },
    { name: 'message', control: 'textarea', required: true, maxLength: LIMITS.message },
  ],
  home: [
    { name: 'name', required: true, autoComplete: 'name', maxLength: LIMITS.name * 2 + 1 },
    { name: 'email', type: 'email', required: true, autoComplete: 'email', maxLength: LIMITS.email },
    { name: 'company', autoComplete: 'organization', maxLength: LIMITS.company },
    { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: LIMITS.phone },
    { name: 'service', control: 'select' },
    { name: 'message', control: 'textarea', required: true, maxLength: LIMITS.message },
  ],
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

/** The notice of a refused home form: the spec's toast when a required field is missing. */
export function noticeFor(kind: FormKind, fieldErrors: FieldErrors, messages: FormMessages): string {
  const missing = ['name', 'email', 'message'].some((field) => fieldErrors[field] === messages.required)
  return kind === 'home' && missing ? messages.homeRequired : messages.fixErrors
}

function fieldHtml(
  spec: FieldSpec,
  value: string,
  error: string | undefined,
  content: FormContent,
  autofocus: boolean,
) {
  const id = `contact-${spec.name}`
  const attributes = [
    `id="${id}"`,
    `name="${spec.name}"`,
    spec.type ? `type="${spec.type}"` : '',
    spec.required ? 'required' : '',
    spec.autoComplete ? `autocomplete="${spec.autoComplete}"` : '',
    spec.maxLength ? `maxlength="${spec.maxLength}"` : '',
    `aria-invalid="${Boolean(error)}"`,
    error ? `aria-describedby="${id}-error"` : '',
    autofocus ? 'autofocus' : '',
  ]
    .filter(Boolean)
    .join(' ')
  const label = escapeHtml(content.labels[spec.name] ?? spec.name)
  const control =
    spec.control === 'textarea'
      ? `<textarea ${attributes}>${escapeHtml(value)}</textarea>`
      : spec.control === 'select'
        ? `<select ${attributes}><option value="">${escapeHtml(content.labels.servicePlaceholder ?? '')}</option>${content.serviceOptions
            .map(
              (option) =>
                `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`,
            )
            .join('')}</select>`
        : `<input ${attributes} value="${escapeHtml(value)}">`
  return `<div class="field"><label for="${id}">${label}${spec.required ? '<span class="required" aria-hidden="true"> *</span>' : ''}</label>${control}${
    error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''
  }</div>`
}

/** A colour of the site's schemes, as the custom property this page declares for both. */
const c = colorProperty

const STYLES = `
:root{color-scheme:light dark;${schemeProperties('light')}}
@media (prefers-color-scheme:dark){:root{${schemeProperties('dark')}}}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.6;color:var(${c('text')});background:var(${c('surfaceMuted')})}
header{background:var(${c('brand')});padding:1rem 1.5rem}
header a{color:var(${c('textOnDark')});font-weight:700;text-decoration:none}
main{max-width:44rem;margin:2rem auto;padding:0 1rem}
form{display:grid;gap:1rem;padding:1.5rem;border-radius:1rem;background:var(${c('surface')});border:1px solid var(${c('border')})}
h1{margin:0 0 1rem;font-size:1.75rem;line-height:1.2}
.notice{padding:.75rem 1rem;border-radius:.5rem;background:var(${c('dangerSoft')});color:var(${c('danger')});font-weight:600}
.notice p{margin:0}
.field{display:grid;gap:.25rem}
label{font-weight:600;font-size:.875rem}
.required,.error{color:var(${c('danger')})}
.error{margin:0;font-size:.875rem}
input,select,textarea{width:100%;font:inherit;padding:.75rem;border-radius:.5rem;border:1px solid var(${c('borderStrong')});background:var(${c('surface')});color:inherit}
textarea{min-height:9rem}
[aria-invalid="true"]{border-color:var(${c('danger')})}
.honeypot{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{justify-self:start;font:inherit;font-weight:600;padding:.75rem 1.5rem;border:0;border-radius:.5rem;background:var(${c('brandFill')});color:var(${c('textOnDark')});cursor:pointer}
:focus-visible{outline:3px solid var(${c('focusRing')});outline-offset:2px}
`.replace(/\n/g, '')

interface FormPageOptions {
  status: number
  kind: FormKind
  /** What went wrong, at the top of the form (role alert). */
  notice: string
  content: FormContent
  /** The visitor's values, shown again so nothing typed is lost; none when the post could not be read. */
  values?: Record<string, unknown>
  fieldErrors?: FieldErrors
  headers?: Record<string, string>
}

/**
 * The form again, as a page of its own: the notice, each field with the visitor's value and its message, focus on
 * the first invalid field (`autofocus`, no script), posting to the function as the site's form does.
 */
export function formPage({
  status,
  kind,
  notice,
  content,
  values,
  fieldErrors = {},
  headers,
}: FormPageOptions) {
  const specs = FIELDS[kind]
  const firstInvalid = specs.find((spec) => fieldErrors[spec.name])?.name
  const known = new Set(specs.map((spec) => spec.name))
  // Errors of what the visitor cannot edit (a tampered hidden field) are listed with the notice.
  const other = Object.entries(fieldErrors).filter(([field]) => !known.has(field))
  const alert = `<div class="notice" role="alert">${[notice, ...other.map(([, message]) => message)]
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join('')}</div>`
  const body = values
    ? `<form method="post" action="/api/send-contact-email" novalidate>
${alert}
<input type="hidden" name="source" value="${kind}">
<input type="hidden" name="language" value="${content.language}">
${specs
  .map((spec) =>
    fieldHtml(
      spec,
      String(values[spec.name] ?? ''),
      fieldErrors[spec.name],
      content,
      spec.name === firstInvalid,
    ),
  )
  .join('\n')}
<div class="honeypot" aria-hidden="true"><label for="contact-website">Website</label><input id="contact-website" name="website" tabindex="-1" autocomplete="off"></div>
<button type="submit">${escapeHtml(content.submitLabel ?? 'Send')}</button>
</form>`
    : `${alert}
<p><a href="${escapeHtml(content.formHref)}">${escapeHtml(content.heading ?? content.formHref)}</a></p>`
  const title = [content.heading, content.companyName].filter(Boolean).join(' | ')
  const html = `<!doctype html>
<html lang="${content.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<title>${escapeHtml(title || notice)}</title>
<style>${STYLES}</style>
</head>
<body>
<header><a href="${homePathOf(content.language)}">${escapeHtml(content.companyName || '/')}</a></header>
<main>
<h1>${escapeHtml(content.heading ?? notice)}</h1>
${body}
</main>
</body>
</html>
`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}
