import { MAX_SIGN_LOGO_SIDE } from '@marquee/core'
import { badRequest } from '../../http-error.ts'
import { imageSize } from '../uploads/image-size.ts'
import { readOwnUpload, type UploadedLogos } from '../uploads/uploaded-logo.ts'

/** A customer's logo as a personalised clip draws it: its storage key and its picture's size. */
export interface SignLogo {
  key: string
  width: number
  height: number
}

/** Enough of a JPEG for the segments (EXIF, colour profile) before the one that says its size. */
const HEADER_BYTES = 256 * 1024

/**
 * The logo a personalisation names, checked before anything is spent or queued: the caller's
 * own upload on this store, its bytes the PNG, JPEG or WebP its key says (core's logoKeyProblem
 * keeps SVGs out), a size its header tells, at most MAX_SIGN_LOGO_SIDE a side so its decoded
 * frame stays small in ffmpeg's memory. 400 naming `field`.
 */
export async function checkedSignLogo(
  logos: UploadedLogos,
  ownerId: string,
  key: string,
  field: string,
): Promise<SignLogo> {
  const { type, start } = await readOwnUpload(logos, ownerId, key, field, HEADER_BYTES)
  if (type === 'image/svg+xml') throw badRequest(`${field}: a sign logo cannot be an SVG`)
  const size = imageSize(start, type)
  if (!size) throw badRequest(`${field}: its size cannot be read; save it as a PNG and try again`)
  if (size.width > MAX_SIGN_LOGO_SIDE || size.height > MAX_SIGN_LOGO_SIDE) {
    throw badRequest(
      `${field}: ${size.width}x${size.height} is larger than the ${MAX_SIGN_LOGO_SIDE}x${MAX_SIGN_LOGO_SIDE} a sign logo may be; make it smaller`,
    )
  }
  return { key, ...size }
}
