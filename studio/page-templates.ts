// The pages a marketer starts from ("+" in the Studio, or "Create" in Pages > Landing pages): a campaign landing
// page that reuses what the site already says (the home page's buttons, reasons, questions and form, a call to
// action; the form with the shared "Contact form texts"), ready to publish once it has a heading, a name and an
// address; and a blank page.
import type { InitialValueResolverContext, Template } from 'sanity'
import { fixedPages } from '../schemas/index.ts'
import { landingPageDefaultsQuery } from '../schemas/lib/queries.ts'
import type { LandingPageDefaultsQueryResult } from '../shared/sanity.types.ts'

type Section = Record<string, unknown> & { _type: string }

/** A new page is found by search engines once published; "Hide from search engines" is a click away. */
const newSeo = { _type: 'seo', noIndex: false }

/** A copy of a section for a new page: its own key, and no anchor (an anchor is unique to its page). */
function copyOf(section: Section | null | undefined, key: string, keep: Record<string, unknown> = {}) {
  if (!section) return []
  const { anchorId: _anchor, _key: _oldKey, ...rest } = section
  return [{ ...rest, _key: key, ...keep }]
}

/** A contact form section without its own labels, service choices and button text: it shows the shared ones. */
function withoutTexts(section: Section | undefined): Section | undefined {
  if (!section) return undefined
  const { labels: _labels, serviceOptions: _options, submitLabel: _submit, ...rest } = section
  return rest
}

/** The sections of a campaign landing page, from what the site already has. */
export function landingPageSections(defaults: LandingPageDefaultsQueryResult): Section[] {
  const home = (defaults.home ?? []) as Section[]
  const first = (type: string) => home.find((section) => section._type === type)
  const hero = first('heroSection')
  return [
    // The heading and the text under it are the campaign's own: the marketer writes them.
    { _type: 'heroSection', _key: 'hero', tone: hero?.tone ?? 'brand', links: hero?.links ?? [] },
    ...copyOf(first('bulletListSection'), 'points'),
    ...copyOf(first('faqSection'), 'faq'),
    // The form keeps its anchor, so the page's own buttons can point at #contact; its texts are the shared ones of
    // "Contact form texts" (a copy would no longer follow them), so none of the home form's own words come along.
    ...copyOf(withoutTexts(first('contactFormSection')), 'contact', { anchorId: 'contact' }),
    ...copyOf(defaults.cta as Section | null, 'cta'),
  ]
}

export const pageTemplates: Template[] = [
  {
    id: 'page-landing',
    title: 'Campaign landing page',
    description: 'A hero, reasons to choose us, questions, the contact form and a call to action',
    schemaType: 'page',
    value: async (_params: unknown, context: InitialValueResolverContext) => {
      const client = context.getClient({ apiVersion: '2025-02-19' }).withConfig({ perspective: 'published' })
      const defaults = await client.fetch<LandingPageDefaultsQueryResult>(landingPageDefaultsQuery, {
        fixedIds: fixedPages.map((page) => page.id),
      })
      return { sections: landingPageSections(defaults), seo: newSeo }
    },
  },
  {
    id: 'page-blank',
    title: 'Blank page',
    description: 'A page with no sections yet',
    schemaType: 'page',
    value: { seo: newSeo },
  },
]
