import { Readable } from 'node:stream'
import { apiErrorSchema, EXPORT_NAMES, exportRangeQuerySchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { csvExport } from '../../../services/exports/csv-export.ts'

/** /api/admin/exports/{orders,customers,downloads}.csv: streamed CSV for a spreadsheet. */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const name of EXPORT_NAMES) {
    app.get(
      `/exports/${name}.csv`,
      {
        schema: {
          tags: ['admin'],
          querystring: exportRangeQuerySchema,
          response: {
            200: z.any().describe('The export as text/csv; charset=utf-8, streamed'),
            400: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { fileName, chunks } = csvExport(app.db, name, request.query)
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(Readable.from(chunks))
      },
    )
  }
}

export default exportRoutes
