import { z } from 'zod'
import { singleLineText } from './input-fields.ts'

/** SPEC §2/§9 and DESIGN §6: the images a logo may be, and how large. */
export const LOGO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'image/webp',
] as const
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number]
export const MAX_LOGO_BYTES = 10 * 1024 * 1024
/** How long a presigned upload stays usable (DESIGN §6: within 10 minutes). */
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
 * SPEC §3's presign response: the browser posts `fields` then the file to `url`. `fileUrl`
 * is where the stored file is then served (the 'Logo URL' the order carries).
 */
export const uploadPresignSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  fileUrl: z.string(),
})
export type UploadPresign = z.infer<typeof uploadPresignSchema>

/** The customisation text's logo line (SPEC §9). */
export const logoLine = (url: string) => `Logo URL: ${url}`
