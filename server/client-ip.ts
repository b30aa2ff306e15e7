// The visitor's address behind reverse proxies. Each proxy appends the address it received the request from to
// X-Forwarded-For, so only the right-most entries were written by proxies we run; everything to their left is
// whatever the client sent and can be forged. TRUST_PROXY says how many of those right-most hops to trust.
import { BlockList, isIP } from 'node:net'

export type ProxyTrust = { hops: number } | { networks: BlockList } | null

/**
 * `TRUST_PROXY`: unset or `false` (no proxy: the socket address), `true` (one proxy), a hop count (`2` for a CDN in
 * front of a load balancer), or a comma-separated list of the proxies' addresses and CIDR ranges.
 */
export function parseTrustProxy(value: string | undefined): ProxyTrust {
  const setting = value?.trim() ?? ''
  if (setting === '' || setting === 'false' || setting === '0') return null
  if (setting === 'true') return { hops: 1 }
  if (/^\d+$/.test(setting)) return { hops: Number(setting) }
  const networks = new BlockList()
  for (const entry of setting.split(',').map((part) => part.trim())) {
    const [address, prefix] = entry.split('/')
    const family = isIP(address ?? '')
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix)
    if (!family || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32))
      throw new Error(
        `TRUST_PROXY must be true, false, a hop count or a list of addresses/CIDR ranges; "${entry}" is none of these`,
      )
    networks.addSubnet(address!, bits, family === 6 ? 'ipv6' : 'ipv4')
  }
  return { networks }
}

const normalise = (address: string) => address.trim().replace(/^::ffff:/, '')

function isTrusted(networks: BlockList, address: string): boolean {
  const family = isIP(address)
  return family !== 0 && networks.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/** The client address: the socket's, or the first untrusted hop counted from the right of X-Forwarded-For. */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trust: ProxyTrust,
): string {
  const socket = normalise(socketAddress ?? '') || 'unknown'
  if (!trust) return socket
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map(normalise)
      .filter((address) => isIP(address)),
    socket,
  ]
  if ('hops' in trust) return chain[Math.max(0, chain.length - 1 - trust.hops)]!
  for (let index = chain.length - 1; index > 0; index--) {
    if (!isTrusted(trust.networks, chain[index]!)) return chain[index]!
  }
  return chain[0]!
}
