import { personalizationTemplateSchema } from '@marquee/core'
import { inArray } from 'drizzle-orm'
import type { Transaction } from '../db/client.ts'
import { personalizationTemplates, products } from '../db/schema.ts'
import { fileVersion } from '../services/downloads/source-clip.ts'
import { seedTemplates } from './personalization-data.ts'
import { seedMasterFile } from './seed-clip-facts.ts'

/** The demo clips' templates, each recorded against the version of the clip it was made for. */
export async function insertTemplates(tx: Transaction): Promise<void> {
  const rows = await tx
    .select({ id: products.id, slug: products.slug, videoLink: products.videoLink })
    .from(products)
    .where(inArray(products.slug, Object.keys(seedTemplates)))
  for (const product of rows) {
    const template = personalizationTemplateSchema.parse(seedTemplates[product.slug])
    await tx.insert(personalizationTemplates).values({
      productId: product.id,
      sourceVersion: await fileVersion(seedMasterFile(product.videoLink)),
      template,
    })
  }
}
