import { runtimeConfigSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../config/config.ts'
import { STOREFRONT_SCOPE } from '../../services/identity/scopes.ts'

const runtimeConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { identity } = config
  app.get(
    '/config',
    { schema: { tags: ['store'], response: { 200: runtimeConfigSchema } } },
    async () => ({
      // On exactly while payments are simulated: the ribbon must never claim a real shop is a test.
      testMode: config.payments === 'sandbox',
      ...(config.CUSTOM_AD_URL ? { customAdUrl: config.CUSTOM_AD_URL } : {}),
      social: {
        ...(config.SOCIAL_FACEBOOK_URL ? { facebook: config.SOCIAL_FACEBOOK_URL } : {}),
        ...(config.SOCIAL_INSTAGRAM_URL ? { instagram: config.SOCIAL_INSTAGRAM_URL } : {}),
        ...(config.SOCIAL_YOUTUBE_URL ? { youtube: config.SOCIAL_YOUTUBE_URL } : {}),
        ...(config.SOCIAL_LINKEDIN_URL ? { linkedin: config.SOCIAL_LINKEDIN_URL } : {}),
      },
      bookACallUrl: config.BOOK_A_CALL_URL,
      auth: {
        // The built-in issuer is on this site: a path keeps the storefront same-origin
        // whichever host name the visitor used (localhost or 127.0.0.1).
        authority: identity.kind === 'built-in' ? '/oidc' : identity.issuer,
        clientId: identity.clientId,
        scope: identity.kind === 'built-in' ? STOREFRONT_SCOPE : 'openid profile email',
        ...(identity.audience ? { resource: identity.audience } : {}),
        ...(config.SIGN_IN_ERROR_PATH ? { errorPath: config.SIGN_IN_ERROR_PATH } : {}),
      },
    }),
  )
}

export default runtimeConfigRoutes
