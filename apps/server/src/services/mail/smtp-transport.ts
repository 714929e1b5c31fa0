import nodemailer from 'nodemailer'
import type { Mail } from './mail.ts'

/** Hands one message to a mail server; throws when the server does not accept it. */
export interface MailTransport {
  deliver(mail: Mail): Promise<void>
  close(): void
}

/**
 * The SMTP server named by SMTP_URL (its user and password travel in the URL). The timeouts
 * keep every attempt far shorter than a delivery claim's lease, so no other instance can
 * take a message over while it is still being sent.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  })
  return {
    async deliver(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
      })
    },
    close: () => transport.close(),
  }
}
