import {
  type AdminPersonalization,
  type PersonalizationTemplate,
  type TemplateClip,
  templateProblems,
} from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { personalizationTemplates, products } from '../../db/schema.ts'
import { badRequest, HttpError, notFound } from '../../http-error.ts'
import { sourceClip } from '../downloads/source-clip.ts'
import { findTemplate, saveTemplate } from '../personalization/templates.ts'
import type { AuditWriter } from './audit-writer.ts'
import { type CatalogWriteDeps, writeCatalog } from './catalog-writes.ts'

export interface TemplateWriteDeps {
  writes: CatalogWriteDeps
  /** Where the demo clips' masters live: their version is their file's (downloads/source-clip.ts). */
  mastersDir: string
}

/** The clip's frame and length as probed; null when it has not been probed; 404 for no clip. */
async function templateClip(db: Database | Transaction, id: number): Promise<TemplateClip | null> {
  const [row] = await db
    .select({
      durationMs: products.clipDurationMs,
      width: products.clipWidth,
      height: products.clipHeight,
    })
    .from(products)
    .where(eq(products.id, id))
  if (!row) throw notFound(`No product with id ${id}`)
  if (row.durationMs === null || row.width === null || row.height === null) return null
  return { durationSeconds: row.durationMs / 1000, width: row.width, height: row.height }
}

/** What the template editor reads for clip `id`, whose source is now at `clipVersion`. */
async function templateView(
  db: Database | Transaction,
  id: number,
  clipVersion: string | null,
): Promise<AdminPersonalization> {
  const clip = await templateClip(db, id)
  const [row] = await db
    .select({ sourceVersion: personalizationTemplates.sourceVersion })
    .from(personalizationTemplates)
    .where(eq(personalizationTemplates.productId, id))
  const template = await findTemplate(db, id)
  return { template, clip, sourceVersion: row?.sourceVersion ?? null, clipVersion }
}

/** What the template editor reads for clip `id`. */
export async function adminPersonalization(
  deps: TemplateWriteDeps,
  id: number,
): Promise<AdminPersonalization> {
  const { db } = deps.writes
  const source = await sourceClip(db, deps.mastersDir, id)
  return templateView(db, id, source?.version ?? null)
}

/**
 * Makes clip `id` personalisable with `template` (or replaces its template), recorded against
 * the clip's current version; the product page shows it on every instance once this returns.
 * 400 naming the field when a time lies outside the clip; 409 when the clip has no media yet.
 */
export async function putTemplate(
  deps: TemplateWriteDeps,
  audit: AuditWriter,
  id: number,
  template: PersonalizationTemplate,
): Promise<AdminPersonalization> {
  const { db } = deps.writes
  const clip = await templateClip(db, id)
  const [problem] = clip ? templateProblems(template, clip.durationSeconds) : []
  if (problem) throw badRequest(problem)
  const source = await sourceClip(db, deps.mastersDir, id)
  if (!source) {
    throw new HttpError(409, 'template: this clip has no media yet; upload a master clip first')
  }
  return writeCatalog(deps.writes, async (tx) => {
    const before = await findTemplate(tx, id)
    await saveTemplate(tx, id, source.version, template)
    const after = await templateView(tx, id, source.version)
    await audit(tx, {
      action: 'save',
      entity: 'personalization',
      entityId: String(id),
      before,
      after: after.template,
    })
    return { productId: id, value: after }
  })
}

/** Makes clip `id` plain again; a clip that was plain already answers as it is. */
export async function removeTemplate(
  deps: TemplateWriteDeps,
  audit: AuditWriter,
  id: number,
): Promise<AdminPersonalization> {
  const source = await sourceClip(deps.writes.db, deps.mastersDir, id)
  return writeCatalog(deps.writes, async (tx) => {
    const before = await findTemplate(tx, id)
    await tx.delete(personalizationTemplates).where(eq(personalizationTemplates.productId, id))
    const after = await templateView(tx, id, source?.version ?? null)
    if (before) {
      await audit(tx, {
        action: 'remove',
        entity: 'personalization',
        entityId: String(id),
        before,
        after: null,
      })
    }
    return { productId: id, value: after }
  })
}
