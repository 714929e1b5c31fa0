import { type PersonalizationTemplate, personalizationTemplateSchema } from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { personalizationTemplates } from '../../db/schema.ts'

/** The clip's template, or null when the shop has not made it personalisable. */
export async function findTemplate(
  db: Database | Transaction,
  productId: number,
): Promise<PersonalizationTemplate | null> {
  const [row] = await db
    .select({ template: personalizationTemplates.template })
    .from(personalizationTemplates)
    .where(eq(personalizationTemplates.productId, productId))
  if (!row) return null
  // A row written by an older version of the store may no longer pass: the clip is then plain.
  const parsed = personalizationTemplateSchema.safeParse(row.template)
  return parsed.success ? parsed.data : null
}

/** Makes the clip personalisable with `template`, or replaces its template. */
export async function saveTemplate(
  db: Database | Transaction,
  productId: number,
  sourceVersion: string,
  template: PersonalizationTemplate,
): Promise<void> {
  await db
    .insert(personalizationTemplates)
    .values({ productId, sourceVersion, template })
    .onConflictDoUpdate({
      target: personalizationTemplates.productId,
      set: { sourceVersion, template, updatedAt: new Date() },
    })
}
