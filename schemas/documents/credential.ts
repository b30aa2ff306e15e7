import { defineField, defineType } from '@sanity/types'
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle'

/** The first year a credential may have been obtained: older than any partner programme the site cites. */
export const FIRST_CREDENTIAL_YEAR = 1990

/** The proof link's rule: the issuer's page (https only) or a page of this site, e.g. /contact or /#contact. */
export function proofUrlProblem(url: string | undefined): string | true {
  if (!url) return true
  if (/^https:\/\/[^\s/]+\.[^\s/.]+(\/\S*)?$/.test(url)) return true
  if (/^\/[a-z0-9\-/]*(#[a-z][a-z0-9-]*)?$/.test(url)) return true
  return 'A full https:// address (the issuer’s certificate or partner directory page) or a page of this site such as /contact'
}

/** The year obtained: a whole year from FIRST_CREDENTIAL_YEAR to this year (a credential is not obtained ahead). */
export function yearProblem(year: number | undefined, thisYear = new Date().getFullYear()): string | true {
  if (year === undefined) return true
  if (!Number.isInteger(year) || year < FIRST_CREDENTIAL_YEAR || year > thisYear)
    return `The year obtained is a year from ${FIRST_CREDENTIAL_YEAR} to ${thisYear}`
  return true
}

/** "Valid until": a whole year, not before the year obtained. */
export function validUntilProblem(validUntil: number | undefined, year: number | undefined): string | true {
  if (validUntil === undefined) return true
  if (!Number.isInteger(validUntil)) return 'Valid until is a year, e.g. 2027'
  if (year !== undefined && validUntil < year)
    return `Valid until cannot be before the year obtained (${year})`
  return true
}

/**
 * A partner status or certificate the company holds: one document per credential, so every page that shows it
 * (badge sections of the home page, /services) shows the same name, year and proof.
 */
export const credential = defineType({
  name: 'credential',
  title: 'Credential',
  type: 'document',
  icon: CheckmarkCircleIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description:
        'The credential as the issuer words it, e.g. "SAP Silver Partner" or "ISO 27001 certified".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'issuer',
      title: 'Issued by',
      type: 'string',
      description: 'Who grants it, e.g. "SAP", "Microsoft", "ISTQB".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'image',
      title: 'Badge',
      type: 'imageWithAlt',
      description: 'The badge or seal, as the issuer allows it to be shown.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'year',
      title: 'Year obtained',
      type: 'number',
      description: 'Shown as "Since 2019".',
      validation: (rule) => rule.required().custom((year) => yearProblem(year as number | undefined)),
    }),
    defineField({
      name: 'validUntil',
      title: 'Valid until',
      type: 'number',
      description:
        'The year the certificate runs out, for certificates that do (e.g. ISO 27001). Leave empty for none.',
      validation: (rule) =>
        rule.custom((validUntil, context) =>
          validUntilProblem(
            validUntil as number | undefined,
            (context.document as { year?: number } | undefined)?.year,
          ),
        ),
    }),
    defineField({
      name: 'proofUrl',
      title: 'Proof link',
      type: 'string',
      description:
        'Where a visitor checks it: the issuer’s partner directory or certificate page (https://…), or a page of this site such as /contact where the certificate can be asked for. Leave empty for no link.',
      validation: (rule) => rule.custom((url) => proofUrlProblem(url as string | undefined)),
    }),
  ],
  preview: {
    select: { name: 'name', issuer: 'issuer', year: 'year', validUntil: 'validUntil', media: 'image' },
    prepare: ({ name, issuer, year, validUntil, media }) => ({
      title: name,
      subtitle: [issuer, year && `since ${year}`, validUntil && `valid until ${validUntil}`]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
})
