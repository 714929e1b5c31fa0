import type { FastifyPluginAsync } from 'fastify'
import type { OutboxMessage } from '../services/mail/mailer.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Links in a plain-text mail become clickable; everything else stays text. */
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)

function renderMessage(message: OutboxMessage): string {
  return `<article>
  <header><strong>${escapeHtml(message.subject)}</strong>
  <span>to ${escapeHtml(message.to)} · <time datetime="${message.sentAt.toISOString()}">${message.sentAt.toUTCString()}</time></span></header>
  <pre>${linkify(escapeHtml(message.text))}</pre>
</article>`
}

/**
 * The test-mode mailbox: while no mail server is configured, the store's mail is kept in the
 * database and shown here (newest first), so links such as password resets can be followed.
 */
const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await app.mailer.recent()
    const list = messages.length
      ? messages.map(renderMessage).join('\n')
      : '<p>No mail yet. Password reset links and order emails will appear here.</p>'
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test mailbox · Marquee</title>
<style>
  body { margin: 0 auto; max-width: 48rem; padding: 2rem 1rem; background: #09090b; color: #f4f4f5; font: 16px/1.5 system-ui, sans-serif; }
  article { border: 1px solid #27272a; border-radius: .75rem; background: #18181b; padding: 1rem; margin-bottom: 1rem; }
  header { display: flex; flex-wrap: wrap; justify-content: space-between; gap: .5rem; }
  span { color: #a1a1aa; font-size: .875rem; }
  pre { white-space: pre-wrap; font: inherit; margin: .75rem 0 0; }
  a { color: #fbbf24; }
</style></head>
<body><h1>Test mailbox</h1>
<p>Mail is not configured, so the store keeps its outgoing mail here instead of sending it.</p>
${list}
</body></html>`)
  })
}

export default devMailboxRoutes
