// The visitor's address behind reverse proxies. Each proxy appends the address it received the request from to
// X-Forwarded-For, so only the right-most entries were written by proxies we run; everything to their left is
// whatever the client sent and can be forged. TRUST_PROXY says which of those right-most hops to trust; the walk
// from the right is `proxy-addr`'s (the library Express uses for the same setting).
import type { IncomingMessage } from 'node:http'
import proxyAddr from 'proxy-addr'

/** Whether the hop `index` places from the socket (0), at `address`, is one of our proxies; null: no proxy. */
export type ProxyTrust = ((address: string, index: number) => boolean) | null

/**
 * `TRUST_PROXY`: unset or `false` (no proxy: the socket address), `true` (one proxy), a hop count (`2` for a CDN in
 * front of a load balancer), or a comma-separated list of the proxies' addresses and CIDR ranges.
 */
export function parseTrustProxy(value: string | undefined): ProxyTrust {
  const setting = value?.trim() ?? ''
  if (setting === '' || setting === 'false' || setting === '0') return null
  const hops = setting === 'true' ? 1 : /^\d+$/.test(setting) ? Number(setting) : undefined
  if (hops !== undefined) return (_address, index) => index < hops
  const entries = setting.split(',').map((part) => part.trim())
  for (const entry of entries) {
    try {
      // Only addresses and ranges: proxy-addr's names ("loopback") are not part of this setting.
      if (!/^[\d.:a-f]+(\/\d+)?$/i.test(entry)) throw new Error(entry)
      proxyAddr.compile(entry)
    } catch {
      throw new Error(
        `TRUST_PROXY must be true, false, a hop count or a list of addresses/CIDR ranges; "${entry}" is none of these`,
      )
    }
  }
  return proxyAddr.compile(entries)
}

const normalise = (address: string) => address.trim().replace(/^::ffff:/, '')

/** The client address: the socket's, or the first untrusted hop counted from the right of X-Forwarded-For. */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trust: ProxyTrust,
): string {
  const socket = normalise(socketAddress ?? '') || 'unknown'
  if (!trust) return socket
  // proxy-addr reads a request's socket and header; these are the only parts it reads.
  const request = {
    socket: { remoteAddress: socket },
    connection: { remoteAddress: socket },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage
  return normalise(proxyAddr(request, trust))
}
