import type { MediaJob } from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { productMediaJobs } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import { mediaJobView } from '../catalog/admin-products.ts'

/** How far a master's poster, thumbnail and preview have got, or 404. */
export async function findMediaJob(db: Database, id: string): Promise<MediaJob> {
  const [row] = await db.select().from(productMediaJobs).where(eq(productMediaJobs.id, id))
  if (!row) throw notFound('id: no such media job')
  return mediaJobView(row)
}
