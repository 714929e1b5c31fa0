import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../src/db/client.ts'
import { downloads, products } from '../../src/db/schema.ts'
import { userIdOf } from './downloads.ts'
import { bearer, type Tokens } from './oidc-flow.ts'

export const reviewBody = {
  name: 'Dana Ortiz',
  subject: 'Reads from the far lane',
  comments: 'Ran it all week on our 96x48 sign; customers mentioned it at the counter.',
  rating: 4,
}

let address = 0

/** POST a review, each from its own address so the per-address budget is not what answers. */
export function postReview(
  app: FastifyInstance,
  productId: number,
  tokens: Tokens | null,
  body: unknown = reviewBody,
  remoteAddress = `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
) {
  return app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    payload: body as Record<string, unknown>,
    remoteAddress,
    ...(tokens ? { headers: bearer(tokens) } : {}),
  })
}

export async function productIdBySlug(db: Database, slug: string): Promise<number> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug))
  if (!row) throw new Error(`no product ${slug}`)
  return row.id
}

/** A download of the clip that was delivered, as a finished conversion leaves it. */
export async function grantDownload(db: Database, email: string, productId: number) {
  await db.insert(downloads).values({
    userId: await userIdOf(db, email),
    productId,
    sourceVersion: 'seed',
    format: 'gif',
    width: 32,
    height: 16,
    fit: 'letterbox',
    depth: 'full',
    entitlement: 'credit',
    status: 'ready',
    progress: 1,
  })
}
