import {
  CONVERSION_FAILED_MESSAGE,
  type ConvertRequestInput,
  FFMPEG_NOT_LOADED_MESSAGE,
} from '@marquee/core'
import { ApiRequestError } from '@/lib/api-client'
import { convertClip } from './convert-clip'
import { followDownload } from './follow-download'

export interface ReadyFile {
  url: string
  filename: string
  /** The server's note on a ready file (the email that could not be sent), or null. */
  message: string | null
}

/** A conversion that ended without a file, with the docs/requirements.md §8 message to show. */
export class ConversionFailed extends Error {}

/**
 * The message a customer sees for a failed request (docs/requirements.md §8), or the API's own
 * for 402, 403, 429 and 422 (a file-size budget the file's one size is over).
 */
export function conversionFailure(error: unknown): string {
  if (error instanceof ConversionFailed) return error.message
  if (error instanceof ApiRequestError) {
    if (error.status === 503) return FFMPEG_NOT_LOADED_MESSAGE
    if ([402, 403, 422, 429].includes(error.status)) return error.message
  }
  return CONVERSION_FAILED_MESSAGE
}

/**
 * Asks for the rendition and follows its job until the file is ready, reporting its progress
 * and the server's note while it runs (that a retry is under way), or null.
 */
export async function convertToFile(
  request: ConvertRequestInput,
  onProgress: (progress: number, notice: string | null) => void,
  signal: AbortSignal,
): Promise<ReadyFile> {
  const answer = await convertClip(request)
  if (answer.status === 'ready') {
    return { url: answer.url, filename: answer.filename, message: null }
  }
  onProgress(answer.progress, null)
  const download = await followDownload(
    answer.downloadId,
    (update) => onProgress(update.progress, update.status === 'failed' ? null : update.message),
    signal,
  )
  if (download.status !== 'ready' || !download.url) {
    // §8's message; for a file made to a budget, the server's words, which name the smallest
    // size the budget was missed by when no quality met it.
    const budgeted = download.maxBytes !== null && download.message
    throw new ConversionFailed(
      budgeted ||
        (download.message === FFMPEG_NOT_LOADED_MESSAGE
          ? FFMPEG_NOT_LOADED_MESSAGE
          : CONVERSION_FAILED_MESSAGE),
    )
  }
  return { url: download.url, filename: download.filename, message: download.message }
}
