// What a customer reads about a download, word for word: plain strings, so a page that shows
// them loads none of the downloads' zod schemas.

/** docs/requirements.md §8: what the customer sees when a conversion fails, word for word. */
export const CONVERSION_FAILED_MESSAGE = 'Error converting video. Please try again.'
/** docs/requirements.md §8: the file is ready but the email could not be sent; the file still downloads. */
export const DOWNLOAD_EMAIL_FAILED_MESSAGE =
  'Video converted but there was an error sending the email notification.'
/**
 * While a conversion's retry runs (its converter stopped: a worker lost, or ffmpeg failed), the
 * customer is told so, with the try, rather than watching the last try's figure stand still.
 */
export const conversionRetryMessage = (attempt: number, attemptsAllowed: number) =>
  `The converter restarted — retrying your clip (try ${attempt} of ${attemptsAllowed})…`

/** docs/requirements.md §8: the server has no working ffmpeg (POST /api/convert answers 503 with it). */
export const FFMPEG_NOT_LOADED_MESSAGE = 'FFmpeg not loaded. Please try again.'

/** docs/requirements.md §9: the terms every licence certificate states. */
export const LICENCE_TERMS = 'Single-use licence, one device per purchase.'
