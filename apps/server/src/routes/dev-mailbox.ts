import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { HttpError } from '../http-error.ts'
import { type KeptMessage, keptMessages } from '../services/mail/mail-outbox.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Links in a plain-text mail become clickable; everything else stays text. */
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)

/**
 * The client's address and the socket's must both be this machine: with TRUST_PROXY the
 * address comes from the proxy's header, and a proxy on this machine is itself loopback.
 */
const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\./.test(address))

const fromThisMachine = (request: FastifyRequest) =>
  isLoopback(request.ip) && isLoopback(request.socket.remoteAddress)

/**
 * The HTML part as the mail client would show it, in an iframe with no permissions at all
 * (`sandbox` with no tokens: no scripts, no forms, its own opaque origin). srcdoc holds the
 * whole document escaped as an attribute value, so it never becomes this page's markup.
 */
const htmlPart = (html: string | undefined) =>
  html === undefined
    ? ''
    : `<details><summary>View HTML</summary><iframe title="HTML part" sandbox srcdoc="${escapeHtml(html)}"></iframe></details>`

/** The letter's text and HTML, or why its template could not render it. */
const body = (shown: KeptMessage['shown']) =>
  'mail' in shown
    ? `<pre>${linkify(escapeHtml(shown.mail.text))}</pre>
  ${htmlPart(shown.mail.html)}`
    : `<p role="alert">${escapeHtml(shown.error)}</p>`

function renderMessage(message: KeptMessage): string {
  return `<article>
  <header><strong>${escapeHtml(message.subject)}</strong>
  <span>to ${escapeHtml(message.to)} · <time datetime="${message.createdAt.toISOString()}">${message.createdAt.toUTCString()}</time></span></header>
  ${body(message.shown)}
</article>`
}

/**
 * The test-mode mailbox: while no mail server is configured, the store's mail is kept in the
 * database and shown here (newest first), so links such as password resets can be followed.
 * It hands out those links, so app.ts mounts it only outside production without SMTP_URL,
 * and it answers this machine alone unless MAILBOX_ACCESS=anyone.
 */
const devMailboxRoutes: FastifyPluginAsync<{ access: 'loopback' | 'anyone' }> = async (
  app,
  { access },
) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    if (access === 'loopback' && !fromThisMachine(request)) {
      throw new HttpError(
        403,
        'The test mailbox answers only on this machine (MAILBOX_ACCESS=loopback).',
      )
    }
    const messages = await keptMessages(app.mailOutbox)
    for (const { id, shown } of messages) {
      if ('error' in shown) request.log.warn({ mailId: id }, shown.error)
    }
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
  summary { cursor: pointer; color: #fbbf24; margin-top: .75rem; }
  iframe { width: 100%; height: 36rem; border: 0; border-radius: .5rem; background: #fff; margin-top: .5rem; }
</style></head>
<body><h1>Test mailbox</h1>
<p>Mail is not configured, so the store keeps its outgoing mail here instead of sending it.</p>
${list}
</body></html>`)
  })
}

export default devMailboxRoutes
