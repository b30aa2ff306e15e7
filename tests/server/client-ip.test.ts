// Whose address the rate limits count behind proxies: only hops our own proxies added are trusted.
import { describe, expect, test } from 'vitest'
import { clientAddress, parseTrustProxy } from '../../server/client-ip.ts'

const forged = '6.6.6.6, 203.0.113.7'

describe('TRUST_PROXY', () => {
  test('unset: the socket address, whatever X-Forwarded-For says', () => {
    expect(clientAddress('10.0.0.2', forged, parseTrustProxy(undefined))).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', forged, parseTrustProxy('false'))).toBe('10.0.0.2')
  })

  test('true: one proxy, so the right-most forwarded address, never the left-most the client wrote', () => {
    expect(clientAddress('10.0.0.2', forged, parseTrustProxy('true'))).toBe('203.0.113.7')
  })

  test('a hop count skips that many proxies from the right', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.1', parseTrustProxy('2'))).toBe(
      '203.0.113.7',
    )
  })

  test('a hop count larger than the chain falls back to the left-most address there is', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.7', parseTrustProxy('5'))).toBe('203.0.113.7')
  })

  test('a CIDR list skips trusted proxies from the right and stops at the first other address', () => {
    const trust = parseTrustProxy('10.0.0.0/8, 192.168.1.1')
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7, 192.168.1.1', trust)).toBe('203.0.113.7')
  })

  test('a CIDR list trusts nothing when the socket is not one of the proxies', () => {
    expect(clientAddress('198.51.100.9', forged, parseTrustProxy('10.0.0.0/8'))).toBe('198.51.100.9')
  })

  test('an IPv4-mapped socket address reads as IPv4', () => {
    expect(clientAddress('::ffff:10.0.0.2', forged, parseTrustProxy('10.0.0.0/8'))).toBe('203.0.113.7')
  })

  test('a setting that is none of these stops the server with a clear message', () => {
    expect(() => parseTrustProxy('yes please')).toThrow(
      'TRUST_PROXY must be true, false, a hop count or a list of addresses/CIDR ranges; "yes please" is none of these',
    )
  })
})
