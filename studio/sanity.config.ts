// Sanity Studio for marketing staff: the shared content model (schemas/), a menu in the marketer's words
// (structure.ts), "Open on site" / draft preview (actions/open-on-site.ts), visual editing beside the site
// (presentation/), Content Releases and Scheduled Drafts (Sanity's own Releases tool), and Vision for trying GROQ.
//
// Offline by default: every request goes to the embedded content lake (local-lake.ts) and the local editor is
// signed in with the lake's token. With SANITY_STUDIO_PROJECT_ID (npm run studio passes SANITY_PROJECT_ID on) it
// is an ordinary Studio for that hosted Sanity project, with Sanity's own sign-in.
import {
  defineConfig,
  SANITY_VERSION,
  type DocumentActionComponent,
  type DocumentActionsContext,
  type InitialValueResolverContext,
  type Template,
} from 'sanity'
import { structureTool } from 'sanity/structure'
import { visionTool } from '@sanity/vision'
import { documentInternationalization } from '@sanity/document-internationalization'
import { LANGUAGES, TRANSLATED_TYPES, translatedPath } from '../shared/languages.ts'
import { fixedPageOf, schemaTypes, singletonTypes } from '../schemas/index.ts'
import { ROUTABLE_TYPES } from '../schemas/lib/document-path.ts'
import { lastOrderQuery } from '../schemas/lib/queries.ts'
import type { LastOrderQueryResult } from '../shared/sanity.types.ts'
import { structure } from './structure.ts'
import { OpenOnSiteAction } from './actions/open-on-site.ts'
import { leadActions } from './actions/lead-status.ts'
import { withRedirectOnMove } from './actions/redirect-on-move.ts'
import { withSettledValidation } from './actions/publish-when-validated.ts'
import { ProtectedPageDeleteAction } from './actions/protected-page.ts'
import { pageTemplates } from './page-templates.ts'
import { visualEditing } from './presentation/presentation.ts'
import { SeoFormInput } from './components/SeoInput.tsx'
import { LeadsReport } from './tools/LeadsReport.tsx'
import { ContentHealth } from './tools/ContentHealth.tsx'
import { focusOpenedField } from './components/FocusOpenedField.tsx'
import { ChartUpwardIcon } from '@sanity/icons/ChartUpward'
import { ActivityIcon } from '@sanity/icons/Activity'
import { contentLakeUrl, localAuthStore, localClientFactory } from './local-lake.ts'
import { installOfflineServices } from './offline-services.ts'
import { dataset, isHosted, projectId } from './env.ts'

// In the browser (not when the CLI reads this file to extract the schema).
if (!isHosted && typeof window !== 'undefined')
  installOfflineServices({ lakeUrl: contentLakeUrl(), studioVersion: SANITY_VERSION })

/** Types that exist only with fixed ids (site settings, navigation): never created, copied or deleted. */
const SINGLETON_TYPES = new Set<string>(singletonTypes)
/** Leads from the contact forms: never created in the Studio; only their status and notes change there. */
const INBOX_TYPES = new Set(['contactSubmission'])
/** What the chat assistant could not answer (docs/chat.md): written by the chat function, only read and deleted here. */
const RECORDED_TYPES = new Set(['unansweredQuestion'])
const SINGLETON_ACTIONS = new Set(['publish', 'schedule', 'discardChanges', 'restore'])
const ROUTABLE = new Set<string>(ROUTABLE_TYPES)
/** Types listed by their `order` field: a new one goes to the end of the list. */
const ORDERED_TYPES = ['service', 'caseStudy', 'faqItem', 'integrationCategory']

function documentActions(
  previous: DocumentActionComponent[],
  {
    schemaType,
    documentId,
    versionType,
  }: Pick<DocumentActionsContext, 'schemaType' | 'documentId' | 'versionType'>,
) {
  if (INBOX_TYPES.has(schemaType)) return leadActions
  if (RECORDED_TYPES.has(schemaType)) return previous.filter((action) => action.action === 'delete')
  // The fixed pages are published and edited like singletons, and say why they cannot be deleted.
  const fixedPage = schemaType === 'page' && fixedPageOf(documentId)
  if (versionType === 'version' || versionType === 'scheduled-draft') {
    // A document in a release (or a scheduled draft) keeps the Releases tool's own actions: it is published with
    // its release, which the publish wrappers below know nothing of. A singleton or fixed page may leave a release
    // but is never copied or unpublished by one.
    const inRelease =
      SINGLETON_TYPES.has(schemaType) || fixedPage
        ? previous.filter((action) => action.action !== 'unpublishVersion' && action.action !== 'duplicate')
        : previous
    return [...inRelease, OpenOnSiteAction]
  }
  const allowed =
    SINGLETON_TYPES.has(schemaType) || fixedPage
      ? [
          ...previous.filter((action) => action.action && SINGLETON_ACTIONS.has(action.action)),
          ...(fixedPage ? [ProtectedPageDeleteAction] : []),
        ]
      : previous
  // Publish acts on a validation of what is on screen, not an older one (actions/publish-when-validated.ts).
  const validated = allowed.map((action) =>
    action.action === 'publish' ? withSettledValidation(action) : action,
  )
  // A page that moves keeps its old address working (actions/redirect-on-move.ts).
  const moving = ROUTABLE.has(schemaType)
    ? validated.map((action) => (action.action === 'publish' ? withRedirectOnMove(action) : action))
    : validated
  return [...moving, OpenOnSiteAction]
}

/** New services, case studies, FAQ items and integrations start after the last one. */
const orderTemplates: Template[] = ORDERED_TYPES.map((type) => ({
  id: type,
  title: schemaTypes.find((schemaType) => schemaType.name === type)?.title ?? type,
  schemaType: type,
  value: async (_params: unknown, context: InitialValueResolverContext) => {
    const client = context.getClient({ apiVersion: '2025-02-19' })
    const last = await client.fetch<LastOrderQueryResult>(lastOrderQuery, { type })
    return { order: (last ?? 0) + 1 }
  },
}))

export default defineConfig({
  name: 'default',
  title: 'Website content',
  projectId,
  dataset,
  ...(isHosted
    ? {}
    : {
        unstable_clientFactory: localClientFactory,
        auth: localAuthStore(projectId, dataset),
        // Tasks exist only in hosted Sanity. Content Releases and Scheduled Drafts (a release of one document) are
        // the lake's own: its release actions and scheduler. The older Scheduled Publishing plugin calls a
        // scheduling service of hosted Sanity, which Scheduled Drafts replaces.
        tasks: { enabled: false },
        scheduledPublishing: { enabled: false },
        // The default search strategy uses text::query(), which only hosted Sanity's search engine answers.
        search: { strategy: 'groqLegacy' as const },
      }),
  plugins: [
    structureTool({ structure, title: 'Content' }),
    visualEditing,
    visionTool({ defaultApiVersion: '2025-02-19', title: 'Query (GROQ)' }),
    // A document opened at a field (the Content health tool's links) focuses that field.
    focusOpenedField(),
    // Pages, services and the site-wide texts per language, linked as translations (docs/languages.md).
    documentInternationalization({
      supportedLanguages: LANGUAGES.map(({ id, title }) => ({ id, title })),
      schemaTypes: [...TRANSLATED_TYPES],
      apiVersion: '2025-02-19',
      // A new translation is a copy of the original (its sections, in order, ready to be reworded); a page's copy
      // starts at the original's address under the language's prefix, where its path rule wants it.
      callback: async ({ client, newDocument, destinationLanguageId }) => {
        const path = (newDocument as { path?: unknown }).path
        if (typeof path === 'string')
          await client
            .patch(newDocument._id)
            .set({ path: translatedPath(path, destinationLanguageId) })
            .commit()
      },
    }),
  ],
  // Leads per campaign, page and week, from the lake's own leads (docs/leads.md); what weakens the site (contradicting
  // figures, broken links, missing alt texts and descriptions, placeholders, stale dates), each opening its field.
  tools: (previous) => [
    ...previous,
    { name: 'leads-report', title: 'Leads report', icon: ChartUpwardIcon, component: LeadsReport },
    { name: 'content-health', title: 'Content health', icon: ActivityIcon, component: ContentHealth },
  ],
  schema: {
    types: schemaTypes,
    templates: (previous) => [
      // Singletons are never created from a menu; the ordered types get a template that numbers them; a page
      // starts from a campaign landing page or blank (page-templates.ts).
      ...previous.filter(
        (template) =>
          !SINGLETON_TYPES.has(template.schemaType) &&
          !INBOX_TYPES.has(template.schemaType) &&
          !RECORDED_TYPES.has(template.schemaType) &&
          !ORDERED_TYPES.includes(template.schemaType) &&
          template.schemaType !== 'page',
      ),
      ...orderTemplates,
      ...pageTemplates,
    ],
  },
  // The search and share preview above every page's SEO fields (components/SeoInput.tsx).
  form: { components: { input: SeoFormInput } },
  document: {
    actions: (previous, context) => documentActions(previous, context),
    newDocumentOptions: (previous) =>
      previous.filter(
        (item) =>
          !SINGLETON_TYPES.has(item.templateId) &&
          !INBOX_TYPES.has(item.templateId) &&
          !RECORDED_TYPES.has(item.templateId),
      ),
    ...(isHosted ? {} : { comments: { enabled: false } }),
  },
})
