import { adminTaxonomySchema, brandInputSchema, categoryInputSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { AuditWriter } from '../../../services/catalog/audit-writer.ts'
import type { CatalogWriteDeps } from '../../../services/catalog/catalog-writes.ts'
import { deleteBrand, deleteCategory } from '../../../services/catalog/taxonomy-deletes.ts'
import { readTaxonomy } from '../../../services/catalog/taxonomy-read.ts'
import { saveBrand, saveCategory } from '../../../services/catalog/taxonomy-writes.ts'
import { type CatalogEntity, catalogEntityRoutes } from './catalog-entity-routes.ts'
import { security, tags } from './catalog-route-parts.ts'

/** A category or brand: one body for both create and rename, one writer (no id: a new one). */
function taxon<Input, Row>(
  path: string,
  answer: z.ZodType<Row>,
  body: z.ZodType<Input>,
  save: (
    deps: CatalogWriteDeps,
    audit: AuditWriter,
    id: number | null,
    input: Input,
  ) => Promise<Row>,
  remove: (deps: CatalogWriteDeps, audit: AuditWriter, id: number) => Promise<void>,
): CatalogEntity<Input, Input, Row> {
  return {
    path,
    answer,
    create: { body, run: (deps, audit, input) => save(deps, audit, null, input) },
    update: { body, run: save },
    remove,
  }
}

/**
 * Categories and brands under /api/admin/catalogue: list, create, rename, and delete one no
 * clip uses (409 naming how many do). Every write is audited and reaches the shop at once.
 */
const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { categories, brands } = adminTaxonomySchema.shape

  app.get(
    '/catalogue/taxonomy',
    { schema: { tags, security, response: { 200: adminTaxonomySchema } } },
    () => readTaxonomy(app.db),
  )

  catalogEntityRoutes(
    app,
    taxon(
      '/catalogue/categories',
      categories.element,
      categoryInputSchema,
      saveCategory,
      deleteCategory,
    ),
  )

  catalogEntityRoutes(
    app,
    taxon('/catalogue/brands', brands.element, brandInputSchema, saveBrand, deleteBrand),
  )
}

export default taxonomyRoutes
