import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string
  from: string
  subject: string
  text: string
  html: string | undefined
}

export interface SmtpTestServer {
  /** SMTP_URL for the store, with this server's user and password. */
  url: string
  received: ReceivedMail[]
  /** Answers the next `count` messages with a temporary failure (451). */
  refuseNext(count: number): void
  /** Resolves once `count` messages have been accepted. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>
  close(): Promise<void>
}

export const SMTP_USER = 'marquee-mailer'
export const SMTP_PASSWORD = 'smtp-secret-9f2c'

const addresses = (value: ParsedMail['to'] | ParsedMail['from']) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((address) => address.text).join(', ')

/** A real SMTP server (nodemailer's smtp-server) on loopback that parses what it accepts. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = []
  let refusals = 0
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username })
      } else {
        callback(new Error('Invalid username or password'))
      }
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((parsed) => {
        if (refusals > 0) {
          refusals -= 1
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
          return
        }
        received.push({
          to: addresses(parsed.to),
          from: addresses(parsed.from),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html || undefined,
        })
        callback()
      }, callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refusals = count
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} messages, received ${received.length}`)
        }
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return received
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
