import { apiErrorSchema, recordIdParam } from '@marquee/core'
import { z } from 'zod'

/** What the catalogue's admin routes (clips, categories, brands) share in their schemas. */
export const byId = z.object({ id: recordIdParam() })
export const refusals = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema }
export const tags = ['admin']
export const security = [{ bearer: [] }]
