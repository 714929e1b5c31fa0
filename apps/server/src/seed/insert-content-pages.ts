import type { Transaction } from '../db/client.ts'
import { contentPages } from '../db/schema.ts'
import { seedContentPages } from './content-pages-data.ts'

/** The shop's pages as first written; a page already there (edited by the owner) is kept. */
export async function insertContentPages(tx: Transaction): Promise<void> {
  await tx
    .insert(contentPages)
    .values(seedContentPages.map(({ slug, title, body }) => ({ slug, title, body })))
    .onConflictDoNothing({ target: contentPages.slug })
}
