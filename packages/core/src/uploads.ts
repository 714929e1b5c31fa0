import { z } from 'zod'
import { singleLineText } from './input-fields.ts'
import { LOGO_CONTENT_TYPES } from './logo-files.ts'

export {
  LOGO_CONTENT_TYPES,
  type LogoContentType,
  logoLine,
  MAX_LOGO_BYTES,
} from './logo-files.ts'

/** How long a presigned upload stays usable (docs/requirements.md §10: within 10 minutes). */
export const UPLOAD_POLICY_SECONDS = 5 * 60

/** POST /api/upload/s3: the file the customer picked. */
export const uploadPresignRequestSchema = z.object({
  filename: singleLineText().trim().min(1, 'filename: name the file').max(200),
  contentType: z.enum(LOGO_CONTENT_TYPES, {
    error: `contentType must be one of ${LOGO_CONTENT_TYPES.join(', ')}`,
  }),
})
export type UploadPresignRequest = z.infer<typeof uploadPresignRequestSchema>

/**
 * docs/requirements.md §3's presign response: the browser posts `fields` then the file to `url`. `fileUrl`
 * is where the stored file is then served (the 'Logo URL' the order carries).
 */
export const uploadPresignSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  fileUrl: z.string(),
})
export type UploadPresign = z.infer<typeof uploadPresignSchema>

/**
 * POST /api/upload/s3/complete: the browser's word that its POST of `key` is done. The store
 * checks the file's bytes then, and answers where it is served; a file that fails is removed.
 */
export const uploadCompleteRequestSchema = z.object({
  key: z.string().trim().min(1, 'key: name the uploaded key').max(600),
})
export type UploadCompleteRequest = z.infer<typeof uploadCompleteRequestSchema>

export const uploadCompleteSchema = z.object({ key: z.string(), fileUrl: z.string() })
export type UploadComplete = z.infer<typeof uploadCompleteSchema>
