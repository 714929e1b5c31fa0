import type { DownloadsContext } from '../downloads/downloads-context.ts'
import type { CatalogChangeWaiters } from '../search/catalog-changes.ts'

/** What media jobs share with conversions: database, queue, storage, ffmpeg and its limits. */
export type MediaContext = Pick<
  DownloadsContext,
  | 'db'
  | 'boss'
  | 'store'
  | 'log'
  | 'ffmpegPath'
  | 'conversionTimeoutMs'
  | 'conversionCpu'
  | 'wakeWorkers'
> & {
  /** This instance's catalogue listener, when it has one (a worker process has none). */
  changes?: CatalogChangeWaiters
}

/** The storage key of one file of a product's media, for one master version. */
export const mediaKey = (productId: number, version: string, name: string) =>
  `catalog/${productId}/${version}/${name}`
