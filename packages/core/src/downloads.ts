import { z } from 'zod'
import {
  type ConversionSpec,
  codecProblem,
  conversionSpecSchema,
  frameRateProblem,
  isStill,
  MAX_SIGN_SIDE,
} from './conversion.ts'
import { CONVERTER_TEST_MAX_PIXELS, CONVERTER_TEST_MAX_SIDE } from './converter-test-limits.ts'
import { customOrderProgressSchema } from './custom-order-due.ts'
import { digitGroups } from './digit-groups.ts'
import { recordId } from './input-fields.ts'

/** Refuses a frame rate the file type cannot carry, on `fps`, and a codec it cannot take, on `codec`. */
function fileTypeFits(
  spec: Pick<ConversionSpec, 'format' | 'fps' | 'codec'>,
  context: z.RefinementCtx,
) {
  const rate = frameRateProblem(spec.format, spec.fps)
  if (rate) context.addIssue({ code: 'custom', path: ['fps'], message: rate })
  const codec = codecProblem(spec.format, spec.codec)
  if (codec) context.addIssue({ code: 'custom', path: ['codec'], message: codec })
}

/**
 * POST /api/convert: a clip of the catalogue (never a free URL: docs/requirements.md §7's videoUrl is
 * refused) at the sign's exact size, in its format, fit and colour depth.
 */
export const convertRequestSchema = conversionSpecSchema
  .extend({
    productId: recordId(),
    /** A delivered custom order of the caller's: its finished master is the source. */
    customOrderId: recordId().optional(),
    /** A personalisable clip's texts by field name (GET /api/productDetails/{id}'s template). */
    personalization: z
      .record(z.string().max(100), z.string({ error: 'each text must be a string' }).max(1000))
      .optional(),
  })
  .superRefine(fileTypeFits)
export type ConvertRequest = z.infer<typeof convertRequestSchema>
export type ConvertRequestInput = z.input<typeof convertRequestSchema>

export const DOWNLOAD_STATUSES = ['queued', 'converting', 'ready', 'failed'] as const
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number]

/** How the caller was entitled to the download. */
export const DOWNLOAD_ENTITLEMENTS = ['purchase', 'credit', 'custom'] as const

/**
 * One download request and where it stands. `progress` runs 0..1 (from 0 again on a retry);
 * `url` is a short-lived signed link, present only when ready; `message` is the SPEC's text
 * when failed (or, for a file-size budget no quality reaches, the smallest size it reached), and
 * conversionRetryMessage's while a retry is under way.
 */
export const downloadSchema = z.object({
  id: z.uuid(),
  productId: z.number().int(),
  productTitle: z.string(),
  format: conversionSpecSchema.shape.format,
  width: z.number().int().min(1).max(MAX_SIGN_SIDE),
  height: z.number().int().min(1).max(MAX_SIGN_SIDE),
  fit: conversionSpecSchema.shape.fit.unwrap(),
  depth: conversionSpecSchema.shape.depth.unwrap(),
  fps: conversionSpecSchema.shape.fps.unwrap(),
  codec: conversionSpecSchema.shape.codec.unwrap(),
  /** The file-size budget the file was made to meet; null for none. */
  maxBytes: conversionSpecSchema.shape.maxBytes.unwrap(),
  entitlement: z.enum(DOWNLOAD_ENTITLEMENTS),
  /** A personalised clip's texts by field name; null for the clip as it is. */
  personalization: z.record(z.string(), z.string()).nullable(),
  status: z.enum(DOWNLOAD_STATUSES),
  progress: z.number().min(0).max(1),
  /** Which try of the conversion runs (or ran last): 2 and on are retries, of `attemptsAllowed`. */
  attempt: z.number().int().min(1),
  attemptsAllowed: z.number().int().min(1),
  message: z.string().nullable(),
  /** The file name the browser saves, e.g. oil-change-special_384x192.gif. */
  filename: z.string(),
  url: z.string().nullable(),
  licenceId: z.uuid().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
})
export type Download = z.infer<typeof downloadSchema>

/** 202 from POST /api/convert: a job was queued; follow it by id. */
export const convertAcceptedSchema = z.object({
  downloadId: z.uuid(),
  status: z.enum(['queued', 'converting']),
  progress: z.number().min(0).max(1),
})

/** 200 from POST /api/convert: the rendition was cached, so the file is ready at once. */
export const convertReadySchema = z.object({
  downloadId: z.uuid(),
  status: z.literal('ready'),
  url: z.string(),
  filename: z.string(),
  licenceId: z.uuid(),
})
export type ConvertAccepted = z.infer<typeof convertAcceptedSchema>
export type ConvertReady = z.infer<typeof convertReadySchema>

export const downloadIdParamsSchema = z.object({ id: z.uuid() })
export const licenceIdParamsSchema = z.object({ id: z.uuid() })

/**
 * GET /api/downloads/{id}/events sends server-sent events named by the status
 * ('queued' | 'converting' | 'ready' | 'failed'), each carrying a whole Download as JSON.
 * The stream ends after 'ready' or 'failed'. A reconnect gets the current state first.
 */
export const downloadEventSchema = downloadSchema

/** A file as a customer asked for it: format, sign size, fit and colour depth. */
export const fileSpecSchema = z.object({
  format: conversionSpecSchema.shape.format,
  width: z.number().int(),
  height: z.number().int(),
  fit: conversionSpecSchema.shape.fit.unwrap(),
  depth: conversionSpecSchema.shape.depth.unwrap(),
  fps: conversionSpecSchema.shape.fps.unwrap(),
  codec: conversionSpecSchema.shape.codec.unwrap(),
})
export type FileSpec = z.infer<typeof fileSpecSchema>

/** A clip in the account's download list: bought, or downloaded with a credit. */
export const accountClipSchema = z.object({
  productId: z.number().int(),
  productTitle: z.string(),
  thumbImg: z.string().nullable(),
  /** A paid purchase of the clip as it is: re-downloads at any size and format are free. */
  purchased: z.boolean(),
  /**
   * What the newest paid order line of the clip asked for, offered first for a new file; null
   * when the clip was not bought as it is, or its order line kept no size and format.
   */
  boughtAs: fileSpecSchema.nullable(),
  /**
   * Paid, unrevoked purchases of the clip personalised, newest first: each is the clip with
   * its texts, made again at any size, format, fit and depth for free.
   */
  personalPurchases: z.array(
    z.object({
      orderId: z.number().int(),
      personalization: z.record(z.string(), z.string()),
      boughtAs: fileSpecSchema.nullable(),
    }),
  ),
  /**
   * Paid custom orders of this clip, newest first: the stock clip is not their result, so
   * until one is delivered it is shown in production with its due date and nothing to download.
   */
  customOrders: z.array(customOrderProgressSchema),
  /**
   * The clip's files, newest first: one per format, size, fit and depth (a repeat download of
   * the same file is not another entry), the newest download of each, a ready one preferred.
   * Each ready one has a fresh signed url, to download again, and its licence.
   */
  downloads: z.array(downloadSchema),
})

/** GET /api/downloads: every clip the caller bought or downloaded. */
export const accountDownloadsSchema = z.object({
  clips: z.array(accountClipSchema),
})
export type AccountClip = z.infer<typeof accountClipSchema>
export type AccountDownloads = z.infer<typeof accountDownloadsSchema>

/** GET /api/licences/{id}: the facts of one single-use licence, for a printable page. */
export const licenceSchema = z.object({
  id: z.uuid(),
  downloadId: z.uuid(),
  customerName: z.string(),
  customerEmail: z.string(),
  productId: z.number().int(),
  productTitle: z.string(),
  format: conversionSpecSchema.shape.format,
  width: z.number().int(),
  height: z.number().int(),
  fit: conversionSpecSchema.shape.fit.unwrap(),
  depth: conversionSpecSchema.shape.depth.unwrap(),
  fps: conversionSpecSchema.shape.fps.unwrap(),
  codec: conversionSpecSchema.shape.codec.unwrap(),
  /** A personalised clip's texts by field name, as the file shows them; null for the clip as it is. */
  personalization: z.record(z.string(), z.string()).nullable(),
  bytes: z.number().int(),
  /** Hex SHA-256 of the delivered file. */
  sha256: z.string(),
  issuedAt: z.string(),
  /** docs/requirements.md §9 terms. */
  terms: z.string(),
})
export type Licence = z.infer<typeof licenceSchema>

const testSide = (field: 'width' | 'height') =>
  conversionSpecSchema.shape[field].max(CONVERTER_TEST_MAX_SIDE, {
    error: `${field} must be at most ${CONVERTER_TEST_MAX_SIDE} pixels in the converter test (downloads go up to ${MAX_SIGN_SIDE})`,
  })

/**
 * POST /api/converter-test (docs/requirements.md §1): the sample clip at a chosen size, format, fit, depth,
 * no larger than an anonymous visitor may ask for.
 */
export const converterTestRequestSchema = conversionSpecSchema
  .extend({ width: testSide('width'), height: testSide('height') })
  .refine((spec) => spec.width * spec.height <= CONVERTER_TEST_MAX_PIXELS, {
    path: ['width'],
    error: `width x height must be at most ${digitGroups(CONVERTER_TEST_MAX_PIXELS)} pixels (1920x1080) in the converter test`,
  })
  .refine((spec) => spec.codec === 'mjpeg', {
    path: ['codec'],
    error: 'codec raw is for downloads: the converter test makes MJPEG AVIs',
  })
  .refine((spec) => !isStill(spec.format), {
    path: ['format'],
    error: 'stills are made for downloads: the converter test makes clips (mp4, avi, mpeg, gif)',
  })
  .refine((spec) => spec.maxBytes === null, {
    path: ['maxBytes'],
    error: 'a file-size budget is for downloads: the converter test makes each file at its best',
  })
  .superRefine(fileTypeFits)
export const converterTestResultSchema = z.object({
  url: z.string(),
  filename: z.string(),
  /** The file's first frame as a PNG, for a format browsers cannot play (AVI, MPEG); else null. */
  posterUrl: z.string().nullable(),
  /** Time the conversion took on the server; 0 when the result came from the cache. */
  elapsedMs: z.number().min(0),
  cached: z.boolean(),
  bytes: z.number().int(),
  probe: z.object({
    width: z.number().int(),
    height: z.number().int(),
    codec: z.string(),
    pixFmt: z.string(),
    fps: z.number(),
    durationSeconds: z.number(),
    frames: z.number().int(),
  }),
  sample: z.object({ productId: z.number().int(), productTitle: z.string() }),
})
export type ConverterTestResult = z.infer<typeof converterTestResultSchema>

/** GET /api/converter-test: whether the server's ffmpeg runs (the page shows §8's message if not). */
export const ffmpegStatusSchema = z.object({
  ok: z.boolean(),
  version: z.string().nullable(),
  message: z.string().nullable(),
})
export type FfmpegStatus = z.infer<typeof ffmpegStatusSchema>
