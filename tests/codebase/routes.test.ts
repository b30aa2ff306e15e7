// The route registry (shared/routes.ts) is written twice where TypeGen needs a literal: the GROQ of a document's
// address has one branch per type. A type without its branch would have no address in any query.
import { readFileSync } from 'node:fs'
import { evaluate, parse } from 'groq-js'
import { expect, test } from 'vitest'
import { DOCUMENT_PATH_GROQ, ROUTABLE_TYPES, ROUTE_ROLES, routePathOf, slugRoutes } from '#shared/routes.ts'
import { chatRevisionQuery } from '../../functions/lib/queries.ts'
import { LANGUAGES } from '#shared/languages.ts'

const typesInEachLanguage = ROUTABLE_TYPES.flatMap((type) => LANGUAGES.map(({ id }) => [type, id] as const))

test.each(typesInEachLanguage)(
  'a %s in %s has the same address in GROQ as in TypeScript',
  async (type, language) => {
    const doc = {
      _id: 'x',
      _type: type,
      language,
      path: '/somewhere',
      slug: { current: 'something' },
      detail: {},
    }
    const path = await (
      await evaluate(parse(`*[0]{"path": ${DOCUMENT_PATH_GROQ}}.path`), { dataset: [doc] })
    ).get()
    expect(routePathOf(doc)).not.toBeNull()
    expect(path).toBe(routePathOf(doc))
  },
)

test('the assistant reads exactly the routable types the registry says it reads', () => {
  // The assistant's knowledge is read again when a document of a type it reads changes (chatRevisionQuery).
  const read = JSON.parse(/_type in (\[[^\]]*\])/.exec(chatRevisionQuery)![1]!) as string[]
  expect(ROUTABLE_TYPES.filter((type) => read.includes(type))).toEqual(
    ROUTABLE_TYPES.filter((type) => ROUTE_ROLES[type].assistant),
  )
})

test("the router has a route for each of the registry's prefixed types, rendered by the component it names", async () => {
  const { routes } = await import('../../web/src/app/routes.tsx')
  const source = readFileSync(new URL('../../web/src/app/routes.tsx', import.meta.url), 'utf8')
  const expected = slugRoutes()
  expect(routes.filter((route) => route.path !== '*').map((route) => route.path)).toEqual(
    expected.map(({ pattern }) => pattern),
  )
  for (const { pattern, component } of expected)
    expect(source, pattern).toContain(
      `preloadable('src/pages/${component}.tsx', () => import('../pages/${component}.tsx'))`,
    )
})
