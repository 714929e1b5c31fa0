import { apiErrorSchema, registrationSchema, signInSchema, singleLineText } from '@marquee/core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type Provider from 'oidc-provider'
import { z } from 'zod'
import { HttpError } from '../../http-error.ts'
import { requestBudget } from '../../plugins/infra/request-budget.ts'
import { registerAccount } from '../../services/accounts/accounts.ts'
import { signIn } from '../../services/accounts/sign-in.ts'

const uidParams = z.object({ uid: singleLineText().min(1).max(100) })
const finished = z.object({ redirectTo: z.string() })
const EXPIRED_MESSAGE = 'This sign-in page has expired. Please start again.'

export interface SignInLimits {
  /** Attempts per address and email per minute. */
  perAddressAndEmail: number
  /** Sign-in and registration attempts per address per minute, whatever the email. */
  perAddress: number
  /** Accounts registered per address per hour. */
  registrationsPerHour: number
}

/**
 * The built-in provider's interaction endpoints. The provider sends the browser to
 * /interaction/{uid}; the storefront's own sign-in and registration screens show the forms
 * and post them here; a finished interaction answers where the browser goes next.
 */
const interactionRoutes: FastifyPluginAsyncZod<{
  provider: Provider
  limits: SignInLimits
}> = async (app, { provider, limits }) => {
  /** Guessing passwords costs requests: a budget per address and email... */
  const signInRateLimit = {
    max: limits.perAddressAndEmail,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      `${request.ip}|${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
  }
  /** ...one per address across every email, shared by sign-in and registration... */
  const addressBudget = requestBudget(app, {
    name: 'sign-in per address',
    max: limits.perAddress,
    timeWindow: '1 minute',
    key: (request) => request.ip,
    message: 'Too many sign-in attempts from your network. Please wait a minute and try again.',
  })
  /** ...and new accounts per address, so one client cannot fill the customer table. */
  const registrationBudget = requestBudget(app, {
    name: 'registrations per address',
    max: limits.registrationsPerHour,
    timeWindow: '1 hour',
    key: (request) => request.ip,
    message: 'Too many accounts were created from your network. Please try again later.',
  })

  async function finish(request: FastifyRequest, reply: FastifyReply, accountId: string) {
    try {
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      )
      return { redirectTo }
    } catch (error) {
      // oidc-provider's SessionNotFound: the interaction cookie is gone or has expired.
      if ((error as Error).name === 'SessionNotFound') throw new HttpError(400, EXPIRED_MESSAGE)
      throw error
    }
  }

  /** Whether the browser's interaction cookie belongs to the live interaction `uid`. */
  async function isAlive(request: FastifyRequest, reply: FastifyReply, uid: string) {
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined)
    return details?.uid === uid
  }

  async function assertAlive(request: FastifyRequest, reply: FastifyReply, uid: string) {
    if (!(await isAlive(request, reply, uid))) throw new HttpError(400, EXPIRED_MESSAGE)
  }

  app.get(
    '/interaction/:uid',
    { schema: { hide: true, params: uidParams } },
    async (request, reply) => {
      const target = (await isAlive(request, reply, request.params.uid))
        ? `/pages/login?interaction=${encodeURIComponent(request.params.uid)}`
        : '/pages/login'
      return reply.redirect(target, 303)
    },
  )

  app.post(
    '/interaction/:uid/login',
    {
      config: { rateLimit: signInRateLimit },
      preHandler: addressBudget,
      schema: {
        tags: ['identity'],
        params: uidParams,
        body: signInSchema,
        response: { 200: finished, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await assertAlive(request, reply, request.params.uid)
      const { email, password } = request.body
      const account = await signIn(app.signIn, email, password)
      return finish(request, reply, account.id)
    },
  )

  app.post(
    '/interaction/:uid/register',
    {
      config: { rateLimit: signInRateLimit },
      preHandler: [addressBudget, registrationBudget],
      schema: {
        tags: ['identity'],
        params: uidParams,
        body: registrationSchema,
        response: { 200: finished, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await assertAlive(request, reply, request.params.uid)
      const account = await registerAccount(app.db, request.body)
      return finish(request, reply, account.id)
    },
  )
}

export default interactionRoutes
