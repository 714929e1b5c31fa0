import type Provider from 'oidc-provider'

type Middleware = Parameters<Provider['use']>[0]

/**
 * The provider answers every Origin on its open endpoints (discovery, jwks) by echoing it in
 * Access-Control-Allow-Origin. Only the store's own origins may read its answers from a
 * browser: for any other Origin the CORS headers are taken off on the way out.
 */
export function storeOriginsOnly(origins: string[]): Middleware {
  const allowed = new Set(origins)
  return async (ctx, next) => {
    await next()
    const origin = ctx.get('Origin')
    if (!origin || allowed.has(origin)) return
    for (const name of Object.keys(ctx.response.headers)) {
      if (name.toLowerCase().startsWith('access-control-')) ctx.remove(name)
    }
  }
}
