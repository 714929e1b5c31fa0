import type { S3Client } from '@aws-sdk/client-s3'
import { createPresignedPost, type PresignedPost } from '@aws-sdk/s3-presigned-post'

/** One upload the store allows: this key, under this prefix, of this type and size. */
export interface UploadPlan {
  key: string
  /** The caller's own prefix: the policy refuses a key outside it. */
  prefix: string
  contentType: string
  maxBytes: number
  expiresSeconds: number
}

/**
 * The presigned POST both stores hand out: S3 enforces the policy itself, the local store
 * checks the same policy and signature (verify-post-policy.ts). Every object is stored to be
 * served as an attachment, so an SVG opened from its link never runs as a page.
 */
export function presignPost(
  client: S3Client,
  bucket: string,
  plan: UploadPlan,
): Promise<PresignedPost> {
  return createPresignedPost(client, {
    Bucket: bucket,
    Key: plan.key,
    Conditions: [
      ['starts-with', '$key', plan.prefix],
      ['eq', '$Content-Type', plan.contentType],
      ['content-length-range', 1, plan.maxBytes],
    ],
    Fields: { 'Content-Type': plan.contentType, 'Content-Disposition': 'attachment' },
    Expires: plan.expiresSeconds,
  })
}
