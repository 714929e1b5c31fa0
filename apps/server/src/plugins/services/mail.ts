import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config/config.ts'
import { describeMail } from '../../config/mail-settings.ts'
import { MailDelivery } from '../../services/mail/mail-delivery.ts'
import type { MailOutbox } from '../../services/mail/mail-outbox.ts'
import { mailRenderer } from '../../services/mail/mail-render.ts'
import { type Mailer, OutboxMailer, SmtpMailer } from '../../services/mail/mailer.ts'
import { smtpTransport } from '../../services/mail/smtp-transport.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
    mailOutbox: MailOutbox
  }
}

/** The mail seam: kept in the outbox without a mail server, delivered by SMTP with SMTP_URL. */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const { mail } = config
    const outbox: MailOutbox = { db: app.db, render: mailRenderer(config.PUBLIC_URL) }
    const mailer: Mailer =
      mail.kind === 'smtp'
        ? new SmtpMailer(
            app.db,
            new MailDelivery(outbox, smtpTransport(mail.url, mail.from), app.log),
          )
        : new OutboxMailer(app.db)
    app.decorate('mailOutbox', outbox)
    app.decorate('mailer', mailer)

    app.addHook('onReady', async () => {
      const line = describeMail(mail, config.PUBLIC_URL)
      if (mail.kind === 'outbox' && mail.mailbox === 'off') app.log.warn(line)
      else app.log.info(line)
      if (mail.kind === 'outbox' && mail.mailbox === 'anyone') {
        app.log.warn(
          'MAILBOX_ACCESS=anyone: every address that reaches this store can read its mail at /dev/mailbox, password-reset links included',
        )
      }
      mailer.start()
    })
    app.addHook('onClose', () => mailer.close())
  },
  { name: 'mail', dependencies: ['database'] },
)
