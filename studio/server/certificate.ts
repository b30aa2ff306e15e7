// A self-signed TLS certificate for the local Studio server, made with `selfsigned` (no openssl needed): an ECDSA
// P-256 key and an X.509 v3 certificate for localhost and 127.0.0.1, for TLS servers only. It is kept beside the
// content (so a browser's "proceed anyway" stays valid) and renewed when it is about to expire.
import { X509Certificate, createPrivateKey } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { generate } from 'selfsigned'

const DAY = 24 * 60 * 60 * 1000

export interface Certificate {
  key: string
  cert: string
}

/** Makes a certificate valid for `days` for the given DNS names and IP addresses. */
export async function createSelfSignedCertificate(
  names: string[] = ['localhost'],
  ips: string[] = ['127.0.0.1'],
  days = 365,
): Promise<Certificate> {
  const now = Date.now()
  const made = await generate([{ name: 'commonName', value: names[0] ?? 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    // A day back, so a clock a little behind the browser's does not make it "not yet valid".
    notBeforeDate: new Date(now - DAY),
    notAfterDate: new Date(now + days * DAY),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          ...names.map((value) => ({ type: 2 as const, value })),
          ...ips.map((ip) => ({ type: 7 as const, ip })),
        ],
      },
    ],
  })
  return { key: made.private, cert: made.cert }
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
  const fresh = await createSelfSignedCertificate()
  await mkdir(dir, { recursive: true })
  await writeFile(keyFile, fresh.key, { mode: 0o600 })
  await writeFile(certFile, fresh.cert)
  return fresh
}
