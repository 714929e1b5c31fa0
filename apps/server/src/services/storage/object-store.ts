import type { Readable } from 'node:stream'
import type { PresignedPost } from '@aws-sdk/s3-presigned-post'
import type { UploadPlan } from './post-policy.ts'

/**
 * Where converted files live: the local disk by default, an S3 bucket by configuration.
 * Keys are relative paths of letters, digits, '-', '_', '.' and '/'.
 */
export interface ObjectStore {
  /** Stores the file at `file` (a local path) under `key`, replacing any object there. */
  put(key: string, file: string, contentType: string): Promise<void>
  get(key: string): Promise<Readable>
  /**
   * Runs `use` with the object as a file on this machine (for ffmpeg), readable until `use`
   * settles: the local store's own file, or a copy kept in a bounded cache.
   */
  localFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T>
  exists(key: string): Promise<boolean>
  /**
   * The object's size and its first `bytes` bytes (all of it when shorter), or null when
   * there is none: enough to tell what a file is without reading a large one whole.
   */
  peek(key: string, bytes: number): Promise<ObjectStart | null>
  delete(key: string): Promise<void>
  /** A link that downloads `key` as `filename` until `ttlSeconds` from now, and not after. */
  downloadUrl(key: string, filename: string, ttlSeconds: number): Promise<string>
  /** A presigned POST a browser sends one file with, straight to the store (docs/requirements.md §7 /upload/s3). */
  presignUpload(plan: UploadPlan): Promise<PresignedPost>
}

export interface ObjectStart {
  size: number
  start: Buffer
}

const SAFE_KEY = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]{0,511}$/

/** Refuses a key that could leave the store's root or needs escaping in a URL. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('//')) throw new Error(`unsafe storage key: ${key}`)
}

/** `attachment; filename=...` with an ASCII fallback and the RFC 5987 form. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}
