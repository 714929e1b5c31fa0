import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config/config.ts'
import type { BackOfficeContext } from '../../services/admin/back-office-context.ts'
import { ffmpegBinaries } from '../../services/conversion/ffmpeg-binaries.ts'

declare module 'fastify' {
  interface FastifyInstance {
    backOffice: BackOfficeContext
  }
}

/** The back office's context, built once: routes pass it, never assemble one. */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate('backOffice', {
      db: app.db,
      mailer: app.mailer,
      provider: app.payments,
      invoicing: config.invoicing,
      store: app.store,
      ffprobePath: ffmpegBinaries(config.FFMPEG_PATH).ffprobe,
      publicUrl: config.PUBLIC_URL,
    } satisfies BackOfficeContext)
  },
  { name: 'back-office', dependencies: ['database', 'storage', 'mail', 'payments'] },
)
