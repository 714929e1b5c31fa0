import type { ConversionSpec } from '@marquee/core'
import { and, eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { renditions, storedBudget } from '../../db/schema.ts'
import { PLAIN } from '../personalization/personal-render.ts'

export type Rendition = typeof renditions.$inferSelect

export const renditionMatch = (
  productId: number,
  sourceVersion: string,
  spec: ConversionSpec,
  personalizationKey = PLAIN,
) =>
  and(
    eq(renditions.productId, productId),
    eq(renditions.sourceVersion, sourceVersion),
    eq(renditions.format, spec.format),
    eq(renditions.width, spec.width),
    eq(renditions.height, spec.height),
    eq(renditions.fit, spec.fit),
    eq(renditions.depth, spec.depth),
    eq(renditions.fps, spec.fps),
    eq(renditions.codec, spec.codec),
    eq(renditions.maxBytes, storedBudget(spec.maxBytes)),
    eq(renditions.personalizationKey, personalizationKey),
  )

/** The converted file for this clip version, spec and personalisation, if one was made. */
export async function findRendition(
  db: Database | Transaction,
  productId: number,
  sourceVersion: string,
  spec: ConversionSpec,
  personalizationKey = PLAIN,
): Promise<Rendition | null> {
  const [row] = await db
    .select()
    .from(renditions)
    .where(renditionMatch(productId, sourceVersion, spec, personalizationKey))
    .limit(1)
  return row ?? null
}

/** Records a stored file; if another job stored the same rendition first, that one is kept. */
export async function saveRendition(
  tx: Transaction,
  values: typeof renditions.$inferInsert,
  spec: ConversionSpec,
): Promise<Rendition> {
  await tx.insert(renditions).values(values).onConflictDoNothing()
  const kept = await findRendition(
    tx,
    values.productId,
    values.sourceVersion,
    spec,
    values.personalizationKey,
  )
  if (!kept) throw new Error('the rendition was not recorded')
  return kept
}
