import type { FastifyInstance } from 'fastify'
import { bearer, signIn } from './oidc-flow.ts'

/** The seeded demo admin (README); same password as the demo customers. */
export const ADMIN_EMAIL = 'admin@marquee.local'
export const DEMO_PASSWORD = 'marquee-demo-2026'

/** Signs in as the demo admin and answers the headers to call /api/admin with. */
export async function adminHeaders(app: FastifyInstance) {
  return bearer(await signIn(app, ADMIN_EMAIL, DEMO_PASSWORD))
}

/** The same for a demo customer (pro@ or free@marquee.local). */
export async function customerHeaders(app: FastifyInstance, email = 'pro@marquee.local') {
  return bearer(await signIn(app, email, DEMO_PASSWORD))
}
