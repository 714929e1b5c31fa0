import { z } from 'zod'
import type { PaymentsKind } from './payments-settings.ts'

/** The environment variables that decide where the store's mail goes. */
export const mailEnv = {
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .max(320)
    .regex(
      /^[^@\s<>]+@[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+>$/,
      'must be an address, e.g. Marquee <shop@example.com>',
    )
    .default('Marquee <no-reply@marquee.local>'),
  MAILBOX_ACCESS: z.enum(['loopback', 'anyone']).default('loopback'),
  /** Where the shop is told of new customised orders and custom video requests. */
  SHOP_EMAIL: z.email('must be an address, e.g. shop@example.com').default('shop@marquee.local'),
}

/** Who may read /dev/mailbox; 'off' means the route does not exist. */
export type MailboxAccess = 'off' | 'loopback' | 'anyone'

/** Mail is delivered by an SMTP server, or kept in the outbox (and shown by the mailbox). */
export type MailSettings =
  | { kind: 'smtp'; url: string; host: string; port: number; from: string }
  | { kind: 'outbox'; mailbox: MailboxAccess }

interface MailValues {
  NODE_ENV: 'development' | 'production' | 'test'
  SMTP_URL?: string | undefined
  MAIL_FROM: string
  MAILBOX_ACCESS: 'loopback' | 'anyone'
  /** Decided first: only a store that simulates payments may run production without mail. */
  payments: PaymentsKind
}

/**
 * The test mailbox hands out password-reset links, so it exists only while the store runs
 * without a mail server and outside production; opening it beyond loopback is refused
 * wherever it could not exist. A production store that takes real money needs a mail
 * server: without one no receipt or password-reset link ever leaves it. A staging store
 * (PAYMENTS=sandbox) may keep its mail unsent. Returns the problem as text, or the settings.
 */
export function mailSettings(values: MailValues): MailSettings | string {
  if (values.MAILBOX_ACCESS === 'anyone' && values.SMTP_URL) {
    return 'MAILBOX_ACCESS: anyone is refused while SMTP_URL is set (the test mailbox is off when a mail server delivers the mail)'
  }
  if (values.MAILBOX_ACCESS === 'anyone' && values.NODE_ENV === 'production') {
    return 'MAILBOX_ACCESS: anyone is refused with NODE_ENV=production (the test mailbox is never on in production)'
  }
  if (!values.SMTP_URL && values.NODE_ENV === 'production' && values.payments === 'stripe') {
    return 'SMTP_URL: required with NODE_ENV=production and real payments (without a mail server no receipt or password-reset link is ever sent)'
  }
  if (values.SMTP_URL) {
    const url = new URL(values.SMTP_URL)
    const secure = url.protocol === 'smtps:'
    return {
      kind: 'smtp',
      url: values.SMTP_URL,
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      from: values.MAIL_FROM,
    }
  }
  return {
    kind: 'outbox',
    mailbox: values.NODE_ENV === 'production' ? 'off' : values.MAILBOX_ACCESS,
  }
}

/** The start-up line saying where mail goes; never the SMTP credentials. */
export function describeMail(mail: MailSettings, publicUrl: string): string {
  if (mail.kind === 'smtp') return `mail: SMTP ${mail.host}:${mail.port}`
  if (mail.mailbox === 'off') {
    return 'mail: kept in the outbox and not sent; set SMTP_URL to deliver it (the test mailbox is off in production)'
  }
  const who = mail.mailbox === 'loopback' ? 'loopback only' : 'open to any address'
  return `mail: kept in the outbox, shown at ${publicUrl}/dev/mailbox (${who})`
}
