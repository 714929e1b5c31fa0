import type { ConvertAccepted, ConvertReady, ConvertRequestInput } from '@marquee/core'
import { withToken } from '@/features/auth'

/** POST /api/convert: 200 when the rendition is cached (ready at once), 202 when queued. */
export const convertClip = (request: ConvertRequestInput) =>
  withToken<ConvertAccepted | ConvertReady>('/convert', { method: 'POST', body: request })
