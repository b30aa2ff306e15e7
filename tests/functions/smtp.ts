// A real SMTP server (smtp-server) in the calling process, for every test that sends mail: it records each message it
// accepts and can be switched to refuse them. No test runner's import, so a plain Node script (the hosted browser
// run's server, tests/hosted/browser/serve.ts) starts it too.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  /** Header by (case-insensitive) name, unfolded. */
  header(name: string): string | undefined
  /** The text/plain part, quoted-printable decoded. */
  text: string
}

export interface TestSmtp {
  url: string
  mails: ReceivedMail[]
  /** While true, every message is refused with a temporary error (451), as a mail server in trouble does. */
  refusing: boolean
  close(): Promise<void>
}

function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  const body = rest.join('\n\n')
  const plain = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(body)?.[1] ?? body
  const text = plain
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return { from, to, raw, header: (name) => headers.get(name.toLowerCase()), text }
}

/** A real SMTP server in this process; it records every message it accepts. */
export async function startSmtp(): Promise<TestSmtp> {
  const state = { refusing: false }
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback()
      callback(Object.assign(new Error('Mail service temporarily unavailable'), { responseCode: 451 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address)
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), from, to))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    get refusing() {
      return state.refusing
    },
    set refusing(value: boolean) {
      state.refusing = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
