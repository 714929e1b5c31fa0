import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AuditWriter } from '../../../services/catalog/audit-writer.ts'
import type { CatalogWriteDeps } from '../../../services/catalog/catalog-writes.ts'
import { ownerOnly } from './admin-guard.ts'
import { auditAs } from './audit-as.ts'
import { byId, refusals, security, tags } from './catalog-route-parts.ts'

type Writer<Args extends unknown[], Row> = (
  deps: CatalogWriteDeps,
  audit: AuditWriter,
  ...args: Args
) => Promise<Row>

/** How one catalogue entity (clip, category, brand) is created, changed and deleted. */
export interface CatalogEntity<Input, Patch, Row> {
  /** The collection: POST creates in it; PATCH and DELETE act on `${path}/:id`. */
  path: string
  answer: z.ZodType<Row>
  create: { body: z.ZodType<Input>; summary?: string; run: Writer<[Input], Row> }
  update: { body: z.ZodType<Patch>; run: Writer<[number, Patch], Row> }
  /** None for an entity that is hidden rather than deleted. */
  remove?: Writer<[number], void>
}

/** The create, change and delete routes of one catalogue entity; every write is audited. */
export function catalogEntityRoutes<Input, Patch, Row>(
  // Without the zod type provider: it cannot resolve a schema that is a type parameter. A body
  // is typed by CatalogEntity, which ties each schema to its writer, and validated by it.
  app: FastifyInstance,
  entity: CatalogEntity<Input, Patch, Row>,
) {
  const { path, answer, create, update, remove } = entity
  const summary = create.summary === undefined ? {} : { summary: create.summary }
  type ById = { Params: { id: number } }

  app.post(
    path,
    {
      ...ownerOnly,
      schema: {
        tags,
        security,
        ...summary,
        body: create.body,
        response: { 201: answer, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await create.run(app.catalogWrites, auditAs(request), request.body as Input)),
  )

  app.patch<ById>(
    `${path}/:id`,
    {
      ...ownerOnly,
      schema: {
        tags,
        security,
        params: byId,
        body: update.body,
        response: { 200: answer, ...refusals },
      },
    },
    (request) =>
      update.run(app.catalogWrites, auditAs(request), request.params.id, request.body as Patch),
  )

  if (!remove) return
  app.delete<ById>(
    `${path}/:id`,
    {
      ...ownerOnly,
      schema: { tags, security, params: byId, response: { 204: z.null(), ...refusals } },
    },
    async (request, reply) => {
      await remove(app.catalogWrites, auditAs(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
}
