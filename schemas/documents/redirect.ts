import { getPublishedId } from '@sanity/client/csm'
import { defineField, defineType, type ValidationContext } from '@sanity/types'
import { ArrowRightIcon } from '@sanity/icons/ArrowRight'
import {
  isRedirectTarget,
  isSitePath,
  redirectLoop,
  REDIRECT_FROM_MESSAGE,
  REDIRECT_TO_MESSAGE,
} from '../lib/redirect-target.ts'
import { routePathOf, ROUTABLE_TYPES } from '../lib/document-path.ts'
import { redirectChainQuery, redirectFromClashQuery } from '../lib/queries.ts'
import { validationClient } from '../lib/validation.ts'
import type { RedirectChainQueryResult, RedirectFromClashQueryResult } from '../../shared/sanity.types.ts'

interface RedirectFields {
  _id?: string
  from?: string
  to?: string
  target?: { _ref?: string }
}

const publishedId = (context: ValidationContext) => getPublishedId(context.document?._id ?? '')

/** The old address: a site path where no page lives and no other redirect starts. */
async function fromProblem(from: string | undefined, context: ValidationContext): Promise<string | true> {
  if (!from) return true
  if (!isSitePath(from)) return REDIRECT_FROM_MESSAGE
  const clash = await validationClient(context).fetch<RedirectFromClashQueryResult>(redirectFromClashQuery, {
    from,
    published: publishedId(context),
  })
  if (clash.page)
    return `"${clash.page}" lives at ${from}: visitors would still see that page, never this redirect. Choose another old address, or move the page first.`
  if (clash.redirect) return `Another redirect already starts at ${from}: change or remove that one instead.`
  return true
}

/**
 * Where visitors land: the chosen page (reported on "New page") or, with none chosen, the typed address (reported on
 * "New address"); never the old address itself, nor a chain of redirects that comes back to it.
 */
async function destinationProblem(
  field: 'target' | 'to',
  context: ValidationContext,
): Promise<string | true> {
  const redirect = context.document as RedirectFields | undefined
  const target = redirect?.target?._ref
  if (field === 'target' && !target)
    return redirect?.to ? true : 'Choose the page visitors should land on, or type its address below'
  if (field === 'to' && (target || !redirect?.to)) return true
  if (field === 'to' && redirect?.to && !isRedirectTarget(redirect.to)) return REDIRECT_TO_MESSAGE
  if (!redirect?.from || !isSitePath(redirect.from)) return true
  const chain = await validationClient(context).fetch<RedirectChainQueryResult>(redirectChainQuery, {
    target: target ?? '',
    published: publishedId(context),
  })
  const to = target ? chain.targetPath : redirect.to
  if (!to) return 'The chosen page has no address on the site (it may have been deleted)'
  if (to === redirect.from) return 'The new address must differ from the old one'
  const loop = redirectLoop(redirect.from, to, chain.others)
  return loop
    ? `This would send visitors round in a circle (${loop.join(' → ')}): choose another new address, or remove the other redirect.`
    : true
}

/**
 * Sends visitors of an old address to a new one (the server answers 301 or 302; the app replaces the history
 * entry). Publishing a page, service, article or case study at a new address makes one by itself (the Studio's
 * publish action), pointing at the document, so it follows the page through later moves.
 */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: ArrowRightIcon,
  fields: [
    defineField({
      name: 'from',
      title: 'Old address',
      type: 'string',
      description: 'The address visitors or search engines still use, e.g. /functional-testing.',
      validation: (rule) => [rule.required(), rule.custom(fromProblem)],
    }),
    defineField({
      name: 'target',
      title: 'New page',
      type: 'reference',
      description:
        'The page, service, article or case study visitors land on. The redirect follows it when its address changes. Leave empty to type an address below instead.',
      to: ROUTABLE_TYPES.map((type) => ({ type })),
      weak: true,
      validation: (rule) => rule.custom((_value, context) => destinationProblem('target', context)),
    }),
    defineField({
      name: 'to',
      title: 'New address',
      type: 'string',
      description:
        'When no page is chosen above: where visitors should land instead, e.g. /software-testing, or a full https:// address on another site.',
      hidden: ({ parent }) => Boolean((parent as RedirectFields | undefined)?.target?._ref),
      validation: (rule) => rule.custom((_value, context) => destinationProblem('to', context)),
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      type: 'boolean',
      description:
        'On: the move is for good (301) and search engines update their links. Off: temporary (302).',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: {
      from: 'from',
      to: 'to',
      type: 'target._type',
      path: 'target.path',
      slug: 'target.slug',
      title: 'target.title',
      permanent: 'permanent',
    },
    prepare: ({ from, to, type, path, slug, title, permanent }) => ({
      // A chosen case study's address needs its detail page, which a preview cannot select: assume it has one.
      title: `${from ?? '?'} → ${(type && routePathOf({ _type: type, path, slug, detail: true })) ?? to ?? '?'}`,
      subtitle: `${title ? `${title} · ` : ''}${permanent ? 'Permanent (301)' : 'Temporary (302)'}`,
    }),
  },
})
