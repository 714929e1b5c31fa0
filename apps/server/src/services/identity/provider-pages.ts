import { randomBytes } from 'node:crypto'
import type { KoaContextWithOIDC } from 'oidc-provider'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** A small page in the store's colours for the few screens the provider itself shows. */
export function providerPage(title: string, body: string, nonce?: string, script?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Marquee</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #09090b; color: #f4f4f5; font: 16px/1.5 system-ui, sans-serif; }
  main { max-width: 28rem; padding: 2rem; border: 1px solid #27272a; border-radius: 1rem; background: #18181b; }
  h1 { margin: 0 0 .75rem; font-size: 1.5rem; }
  a, button { color: #09090b; background: #fbbf24; border: 0; border-radius: .5rem; padding: .6rem 1.2rem; font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; display: inline-block; }
</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main>${
    script && nonce ? `<script nonce="${nonce}">${script}</script>` : ''
  }</body>
</html>`
}

export function renderProviderError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
): void {
  ctx.type = 'html'
  ctx.body = providerPage(
    'Sign-in could not continue',
    `<p>${escapeHtml(out.error_description ?? out.error)}</p><p><a href="/">Back to the store</a></p>`,
  )
}

/**
 * The sign-out confirmation. A request carrying the ID token of the session (our own
 * storefront's Logout) is confirmed at once; anything else asks the person first.
 */
export function renderLogout(ctx: KoaContextWithOIDC, form: string): void {
  const nonce = randomBytes(16).toString('base64')
  const fromOwnSession = Boolean(ctx.oidc.params?.id_token_hint)
  const confirm = form.replace(
    '</form>',
    '<button type="submit" name="logout" value="yes">Sign out</button></form>',
  )
  ctx.type = 'html'
  ctx.set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'`,
  )
  ctx.body = providerPage(
    'Sign out of Marquee?',
    confirm,
    nonce,
    fromOwnSession
      ? "const f=document.forms[0];const i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit()"
      : undefined,
  )
}

export function renderLoggedOut(ctx: KoaContextWithOIDC): void {
  ctx.type = 'html'
  ctx.body = providerPage('You are signed out', '<p><a href="/">Back to the store</a></p>')
}
