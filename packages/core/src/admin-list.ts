import { z } from 'zod'
import { singleLineText } from './input-fields.ts'

/** Every back-office list pages the same way: ?page=1&pageSize=25, at most 100 rows. */
export const adminPageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
}

/** A free-text search box in a back-office list. */
export const adminSearchText = () => singleLineText().trim().max(200)

/** The rows of one page and how many there are in all. */
export const adminPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
