// A self-signed TLS certificate for the local Studio server, made with node:crypto alone (no openssl needed): an
// ECDSA P-256 key and an X.509 v3 certificate for localhost and 127.0.0.1, DER-encoded by hand. It is kept beside
// the content (so a browser's "proceed anyway" stays valid) and renewed when it is about to expire.
import { X509Certificate, createPrivateKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

const length = (n: number) =>
  n < 0x80
    ? [n]
    : n < 0x100
      ? [0x81, n]
      : n < 0x10000
        ? [0x82, n >> 8, n & 0xff]
        : [0x83, n >> 16, (n >> 8) & 0xff, n & 0xff]
const tlv = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts)
  return Buffer.concat([Buffer.from([tag, ...length(body.length)]), body])
}
const sequence = (...parts: Buffer[]) => tlv(0x30, ...parts)
const set = (...parts: Buffer[]) => tlv(0x31, ...parts)
const integer = (bytes: Buffer) =>
  tlv(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes)
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'))
const octets = (bytes: Buffer) => tlv(0x04, bytes)
const bits = (bytes: Buffer) => tlv(0x03, Buffer.concat([Buffer.from([0]), bytes]))
const explicit = (n: number, ...parts: Buffer[]) => tlv(0xa0 + n, ...parts)
function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number) as [number, number, ...number[]]
  const bytes = [40 * first + second]
  for (let value of rest) {
    const chunk = [value & 0x7f]
    while ((value >>= 7)) chunk.unshift((value & 0x7f) | 0x80)
    bytes.push(...chunk)
  }
  return tlv(0x06, Buffer.from(bytes))
}
/** UTCTime, YYMMDDHHMMSSZ (valid up to 2049). */
const utcTime = (date: Date) =>
  tlv(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`))

const ECDSA_WITH_SHA256 = sequence(oid('1.2.840.10045.4.3.2'))
const DAY = 24 * 60 * 60 * 1000

export interface Certificate {
  key: string
  cert: string
}

/** Makes a certificate valid for `days` for the given DNS names and IPv4 addresses. */
export function createSelfSignedCertificate(
  names: string[] = ['localhost'],
  ips: string[] = ['127.0.0.1'],
  days = 365,
): Certificate {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const subject = sequence(set(sequence(oid('2.5.4.3'), utf8(names[0] ?? 'localhost'))))
  const serial = randomBytes(16)
  serial[0]! &= 0x7f
  const now = Date.now()
  const subjectAltName = sequence(
    ...names.map((name) => tlv(0x82, Buffer.from(name))),
    ...ips.map((ip) => tlv(0x87, Buffer.from(ip.split('.').map(Number)))),
  )
  const extensions = explicit(
    3,
    sequence(
      sequence(oid('2.5.29.17'), octets(subjectAltName)),
      // Not a CA; for TLS servers.
      sequence(oid('2.5.29.19'), octets(sequence())),
      sequence(oid('2.5.29.37'), octets(sequence(oid('1.3.6.1.5.5.7.3.1')))),
    ),
  )
  const tbs = sequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(serial),
    ECDSA_WITH_SHA256,
    subject,
    sequence(utcTime(new Date(now - DAY)), utcTime(new Date(now + days * DAY))),
    subject,
    publicKey.export({ type: 'spki', format: 'der' }),
    extensions,
  )
  const der = sequence(tbs, ECDSA_WITH_SHA256, bits(sign('sha256', tbs, privateKey)))
  const base64 = der.toString('base64').replace(/(.{64})/g, '$1\n')
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`,
  }
}

/** The certificate kept in `dir`, made (again) when missing, unreadable or expiring within a week. */
export async function localCertificate(dir: string): Promise<Certificate> {
  const keyFile = join(dir, 'studio-key.pem')
  const certFile = join(dir, 'studio-cert.pem')
  const [key, cert] = await Promise.all([readFile(keyFile, 'utf8'), readFile(certFile, 'utf8')]).catch(
    () => [],
  )
  if (key && cert) {
    try {
      const x509 = new X509Certificate(cert)
      if (Date.parse(x509.validTo) - Date.now() > 7 * DAY && x509.checkPrivateKey(createPrivateKey(key)))
        return { key, cert }
    } catch {
      // made again below
    }
  }
  const fresh = createSelfSignedCertificate()
  await mkdir(dir, { recursive: true })
  await writeFile(keyFile, fresh.key, { mode: 0o600 })
  await writeFile(certFile, fresh.cert)
  return fresh
}
