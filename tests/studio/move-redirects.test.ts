// What publishing a page at a new address does to the redirects (schemas/lib/move-redirects.ts).
import { describe, expect, test } from 'vitest'
import { movedRedirectId, moveRedirectMutations } from '../../schemas/lib/move-redirects.ts'

describe('publishing a page at a new address', () => {
  test('sends the old address to the page by reference, permanently', () => {
    expect(
      moveRedirectMutations({
        id: 'service-sap-btp',
        from: '/sap-btp',
        to: '/sap-business-technology-platform',
        existing: [],
      }),
    ).toEqual([
      {
        createOrReplace: {
          _id: 'redirect-from-sap-btp',
          _type: 'redirect',
          from: '/sap-btp',
          target: { _type: 'reference', _ref: 'service-sap-btp', _weak: true },
          permanent: true,
        },
      },
    ])
  })

  test('removes a redirect from the new address (it would hide the page) and one from the old (replaced)', () => {
    const mutations = moveRedirectMutations({
      id: 'service-sap-btp',
      from: '/sap-business-technology-platform',
      to: '/sap-btp',
      existing: [
        { _id: 'redirect-from-sap-btp', from: '/sap-btp' },
        { _id: 'typed-by-hand', from: '/sap-business-technology-platform' },
      ],
    })
    expect(mutations.slice(1)).toEqual([
      { delete: { id: 'redirect-from-sap-btp' } },
      { delete: { id: 'typed-by-hand' } },
    ])
  })

  test('points redirects typed to the old address at the page, so the chain collapses and follows it', () => {
    const mutations = moveRedirectMutations({
      id: 'service-sap-btp',
      from: '/sap-btp',
      to: '/btp',
      existing: [{ _id: 'redirect-old-btp', from: '/business-technology-platform' }],
    })
    expect(mutations[1]).toEqual({
      patch: {
        id: 'redirect-old-btp',
        set: { target: { _type: 'reference', _ref: 'service-sap-btp', _weak: true } },
        unset: ['to'],
      },
    })
  })

  test('names the redirect after the old address, nested paths included', () => {
    expect(movedRedirectId('/blog/sap-2027')).toBe('redirect-from-blog_sap-2027')
    expect(movedRedirectId('/Ünïcode path')).toMatch(/^redirect-from-[a-z0-9]+$/)
  })
})
