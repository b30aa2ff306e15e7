// The parts of Sanity's API that Sanity Studio calls besides queries and mutations: who is signed in, the project
// and its datasets, access rules, per-user settings, feature flags and the plan's limits, telemetry consent, the
// actions and history APIs, and draft-preview tokens for the site. The local editor (whoever holds the lake's token) is the project's
// only member, an administrator. Everything answers at once from memory, so the Studio never waits on a service
// that only exists in hosted Sanity.
import type { Context, Hono } from 'hono'
import { evaluate, parse } from 'groq-js'
import { LakeError } from './errors.ts'
import { runActions, type SanityAction } from './actions.ts'
import { LOCAL_EDITOR_ID, type DocumentHistory } from './history.ts'
import type { ReleaseContext } from './releases.ts'
import type { PreviewTokens } from './preview-tokens.ts'
import type { AssetContext } from './assets.ts'
import type { DocumentStore } from './store.ts'

export interface StudioEndpointsOptions {
  store: DocumentStore
  assets: AssetContext
  history: DocumentHistory
  previewTokens: PreviewTokens
  isEditor(c: Context): boolean
  requireEditor(c: Context): void
  /** The name the Studio shows for the local editor. */
  editorName?: string
  /** What release actions need (releases.ts). */
  releases?: ReleaseContext
}

const ADMINISTRATOR = {
  name: 'administrator',
  title: 'Administrator',
  description: 'Reads and writes all documents of the local content lake.',
}
const ALL_PERMISSIONS = ['history', 'read', 'update', 'create', 'manage']
const CREATED_AT = '2026-01-01T00:00:00.000Z'

/**
 * The hosted features the Studio turns on by this list (useFeatureEnabled): Content Releases and Scheduled Drafts
 * (releases of one document), which the lake answers itself. Tasks and the older Scheduled Publishing stay off: they
 * need services of hosted Sanity. Comments need them too, and the Studio's own configuration turns them off
 * (`document.comments.enabled` in studio/sanity.config.ts); the plan still lists them, because a plan without
 * comments makes the Studio wrap its whole layout in a comments upsell as soon as this list arrives, which remounts
 * every tool: a dialog the editor opened in the first second closed by itself (the New release dialog did).
 */
export const STUDIO_FEATURES = ['contentReleases', 'singleDocRelease', 'studioComments']
/** No plan limits the number of releases offline; the Studio compares its count of open releases with this. */
export const RELEASE_LIMIT = 10_000
const RELEASES_PREFIX = '_.releases.'
/** Release states that count as open (Sanity's own: not yet published or archived). */
const CLOSED_RELEASE_STATES = new Set(['archived', 'archiving', 'published', 'publishing'])

export function mountStudioEndpoints(app: Hono, options: StudioEndpointsOptions): void {
  const { store, assets, history, previewTokens, isEditor, requireEditor } = options
  const name = options.editorName || 'Local editor'
  const me = {
    id: LOCAL_EDITOR_ID,
    name,
    email: 'editor@localhost',
    profileImage: null,
    role: ADMINISTRATOR.name,
    roles: [ADMINISTRATOR],
    provider: 'local',
  }
  const publicUser = {
    id: LOCAL_EDITOR_ID,
    projectId: assets.projectId,
    displayName: name,
    givenName: name,
    familyName: '',
    middleName: null,
    imageUrl: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    isCurrentUser: true,
  }
  const project = () => ({
    id: assets.projectId,
    displayName: 'Local content lake',
    studioHost: null,
    organizationId: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    activityFeedEnabled: false,
    metadata: { color: '#1d4ed8', externalStudioHost: null },
    // What is kept of document history (LAKE_HISTORY_DAYS); null when nothing is pruned.
    maxRetentionDays: options.history.keepDays ?? null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    members: [
      {
        id: LOCAL_EDITOR_ID,
        createdAt: CREATED_AT,
        updatedAt: CREATED_AT,
        isCurrentUser: true,
        isRobot: false,
        role: ADMINISTRATOR.name,
        roles: [ADMINISTRATOR],
      },
    ],
    features: [],
    pendingInvites: 0,
  })
  const checkProject = (c: Context) => {
    if (c.req.param('projectId') !== assets.projectId)
      throw new LakeError(404, 'notFound', `Project "${c.req.param('projectId')}" not found`)
  }
  const checkDataset = (c: Context) => {
    if (c.req.param('dataset') !== assets.dataset)
      throw new LakeError(404, 'notFound', `Dataset "${c.req.param('dataset')}" not found`)
  }
  // Per-user settings the Studio keeps (recent searches, inspector widths, ...), for this process's lifetime.
  const keyValues = new Map<string, unknown>()

  // Who is signed in: the editor with the token, nobody otherwise (hosted Sanity answers {} the same way).
  app.get('/:version/users/me', (c) => c.json(isEditor(c) ? me : {}))
  app.get('/:version/users/me/keyvalue/:keys', (c) => {
    requireEditor(c)
    const keys = c.req.param('keys').split(',')
    return c.json(keys.map((key) => ({ key, value: keyValues.get(key) ?? null })))
  })
  app.put('/:version/users/me/keyvalue', async (c) => {
    requireEditor(c)
    const pairs = (await c.req.json().catch(() => [])) as { key: string; value: unknown }[]
    for (const pair of Array.isArray(pairs) ? pairs : []) keyValues.set(pair.key, pair.value)
    return c.json(Array.isArray(pairs) ? pairs : [])
  })
  app.get('/:version/users/:ids', (c) => {
    requireEditor(c)
    const ids = c.req.param('ids').split(',')
    const users = ids.filter((id) => id === LOCAL_EDITOR_ID).map(() => publicUser)
    return c.json(ids.length === 1 ? (users[0] ?? null) : users)
  })

  // The project, its one dataset and the editor's access to it.
  app.get('/:version/projects/:projectId', (c) => {
    checkProject(c)
    requireEditor(c)
    return c.json(project())
  })
  app.get('/:version/projects/:projectId/datasets', (c) => {
    checkProject(c)
    requireEditor(c)
    return c.json([{ name: assets.dataset, aclMode: 'private', createdAt: CREATED_AT, tags: [] }])
  })
  app.get('/:version/projects/:projectId/datasets/:dataset/acl', (c) => {
    checkProject(c)
    checkDataset(c)
    requireEditor(c)
    return c.json([{ filter: '_id in path("**")', permissions: ALL_PERMISSIONS }])
  })
  app.get('/:version/projects/:projectId/grants', (c) => {
    checkProject(c)
    requireEditor(c)
    // No "deployStudio" or "members" grants: the Studio then neither uploads its schema nor offers invitations.
    return c.json({})
  })
  app.get('/:version/projects/:projectId/roles', (c) => {
    checkProject(c)
    requireEditor(c)
    return c.json([{ ...ADMINISTRATOR, isCustom: false, projectId: assets.projectId, appliesToUsers: true }])
  })
  app.get('/:version/projects/:projectId/user-applications', (c) => {
    checkProject(c)
    return c.json([])
  })
  app.get('/:version/access/requests/me', (c) => c.json([]))
  app.get('/:version/access/project/:projectId/requests', (c) => c.json([]))

  // Sign-in: there is nothing to sign in to; the token is the editor's credential.
  app.get('/:version/auth/providers', (c) => c.json({ providers: [], thirdPartyLogin: false, sso: {} }))
  app.get('/:version/auth/id', (c) => c.json({ id: isEditor(c) ? LOCAL_EDITOR_ID : null }))
  app.post('/:version/auth/logout', (c) => c.body(null, 204))

  // Hosted services the Studio asks about: releases on, the rest off, answered at once.
  app.get('/:version/features', (c) => c.json(STUDIO_FEATURES))
  // Whether a new release may be made (the Releases tool asks before creating, unarchiving or scheduling one):
  // always, with the open releases counted as hosted Sanity counts them; scheduled drafts are not metered.
  app.get('/:version/projects/:projectId/new-content-release-allowed', (c) => {
    checkProject(c)
    requireEditor(c)
    const open = store
      .idsWithPrefix(RELEASES_PREFIX)
      .map((id) => store.get(id))
      .filter((release) => release && !CLOSED_RELEASE_STATES.has(String(release.state)))
    const metered = open.filter(
      (release) => (release!.metadata as { cardinality?: string } | undefined)?.cardinality !== 'one',
    )
    return c.json({
      data: {
        orgActiveReleaseCount: open.length,
        orgMeteredActiveReleaseCount: metered.length,
        datasetReleaseLimit: RELEASE_LIMIT,
        orgActiveReleaseLimit: null,
      },
    })
  })
  // The plan (an archived release's page reads its retention from it): nothing is removed offline, so no
  // retention period is given and the Studio promises no removal date.
  app.get('/:version/subscriptions/project/:projectId', (c) => {
    checkProject(c)
    requireEditor(c)
    const retention = {
      id: 'retention',
      name: 'Retention',
      singular: true,
      features: [
        {
          id: 'retention-local',
          variantId: 'local',
          name: 'Kept on this machine',
          price: 0,
          included: true,
          attributes: { maxRetentionDays: null },
        },
      ],
    }
    const plan = {
      id: 'local',
      planTypeId: 'local',
      variantId: null,
      productType: 'sanity-project',
      variantOfPlanId: null,
      name: 'Local',
      variantName: null,
      price: 0,
      trialDays: 0,
      createdAt: CREATED_AT,
      supersededAt: null,
      default: true,
      public: false,
      orderable: false,
      isBasePlan: true,
      pricingModel: 'free',
      resources: {},
      featureTypes: { retention },
    }
    return c.json({
      id: 'local',
      projectId: assets.projectId,
      productType: 'sanity-project',
      productId: 'local',
      customerId: null,
      planId: plan.id,
      previousSubscriptionId: null,
      status: 'active',
      startedAt: CREATED_AT,
      startedBy: LOCAL_EDITOR_ID,
      endedAt: null,
      endedBy: null,
      trialUntil: null,
      plan,
      resources: {},
      featureTypes: { retention },
    })
  })
  app.get('/:version/intake/telemetry-status', (c) => c.json({ status: 'denied' }))
  app.post('/:version/intake/*', (c) => c.body(null, 204))
  app.get('/:version/ping', (c) => c.text('PONG'))
  app.get('/:version/data/ping', (c) => c.text('PONG'))
  app.get('/:version/data/ping/:dataset', (c) => c.text('PONG'))
  app.get('/:version/help', (c) => c.json({ resources: [], latestVersion: null, isSupported: true }))
  app.get('/:version/schedules/:projectId/:dataset', (c) => c.json({ schedules: [] }))
  // Upsell dialogs, trials and announcements of hosted plans: none.
  app.get('/:version/journey/announcements', (c) => c.json([]))
  app.get('/:version/journey/*', (c) => c.json(null))
  app.post('/:version/descriptors/*', (c) => c.json({ synchronization: null }))

  // The actions API: edit, publish, unpublish, discard, delete, create (actions.ts).
  app.post('/:version/data/actions/:dataset', async (c) => {
    checkDataset(c)
    requireEditor(c)
    const body = (await c.req.json().catch(() => null)) as {
      actions?: SanityAction | SanityAction[]
      transactionId?: string
      dryRun?: boolean
    } | null
    if (!body || !body.actions)
      throw new LakeError(400, 'httpBadRequest', 'Request body must be JSON with "actions"')
    const actions = Array.isArray(body.actions) ? body.actions : [body.actions]
    return c.json(
      await runActions(store, actions, {
        transactionId: body.transactionId,
        dryRun: body.dryRun === true,
        releases: options.releases,
      }),
    )
  })

  // Documents that point at a document (the Studio asks before deleting one).
  app.get('/:version/data/references/:dataset/documents/:id/to', async (c) => {
    checkDataset(c)
    requireEditor(c)
    const id = c.req.param('id').replace(/^drafts\./, '')
    // Only the documents whose outlines name `id` are parsed, not the whole dataset.
    const result = await (
      await evaluate(parse('*[references($id)]{_id, _type}'), {
        dataset: store.referencing(id),
        params: { id },
      })
    ).get()
    const references = (result as { _id: string; _type: string }[]).map((doc) => ({
      documentId: doc._id,
      type: doc._type,
    }))
    return c.json({ totalCount: references.length, references })
  })

  // History (history.ts).
  app.get('/:version/data/history/:dataset/documents/:ids', (c) => {
    checkDataset(c)
    requireEditor(c)
    const search = new URL(c.req.url).searchParams
    const at = {
      revision: search.get('revision') ?? undefined,
      time: search.get('time') ?? undefined,
      lastRevision: search.get('lastRevision') === 'true',
    }
    const documents = c.req
      .param('ids')
      .split(',')
      .map((id) => history.documentAt(decodeURIComponent(id), at))
      .filter((doc) => doc !== null)
    return c.json({ documents })
  })
  app.get('/:version/data/history/:dataset/transactions/:ids', (c) => {
    checkDataset(c)
    requireEditor(c)
    const search = new URL(c.req.url).searchParams
    const transactions = history.transactions(c.req.param('ids').split(',').map(decodeURIComponent), {
      fromTransaction: search.get('fromTransaction') || undefined,
      toTransaction: search.get('toTransaction') || undefined,
      reverse: search.get('reverse') === 'true',
      limit: Number(search.get('limit')) || undefined,
      excludeMutations: search.get('excludeMutations') === 'true',
    })
    return c.body(transactions.map((transaction) => `${JSON.stringify(transaction)}\n`).join(''), 200, {
      'Content-Type': 'application/x-ndjson',
    })
  })
  app.get('/:version/data/history/:dataset/events/documents/:id', (c) => {
    checkDataset(c)
    requireEditor(c)
    const id = decodeURIComponent(c.req.param('id'))
    return c.json({ events: { [id]: history.events(id) }, nextCursor: '' })
  })

  // Draft preview on the site (preview-tokens.ts).
  app.post('/:version/preview-tokens', (c) => {
    requireEditor(c)
    return c.json(previewTokens.issue())
  })
}
