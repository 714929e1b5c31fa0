/** Why a conversion did not produce its file; the queue decides from it whether to retry. */
export type ConversionErrorKind =
  | 'bad-spec'
  | 'no-ffmpeg'
  | 'bad-source'
  | 'crashed'
  | 'timeout'
  | 'aborted'
  | 'wrong-size'
  | 'bad-output'
  | 'too-large'
  | 'over-budget'

/**
 * A failed conversion. The message names no file path or customer data, so it is safe to
 * log; `detail` holds the end of ffmpeg's own error output with paths replaced by their
 * role ('<source>', '<output>').
 */
export class ConversionError extends Error {
  override name = 'ConversionError'

  constructor(
    readonly kind: ConversionErrorKind,
    message: string,
    readonly detail = '',
  ) {
    super(message)
  }
}
