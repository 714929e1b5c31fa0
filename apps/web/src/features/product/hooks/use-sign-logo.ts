import { MAX_SIGN_LOGO_SIDE } from '@marquee/core'
import { useEffect, useRef, useState } from 'react'
import { uploadLogo } from '@/features/custom-orders'

/** The pictures a sign logo may be (core's SIGN_LOGO_EXTENSIONS): what the worker can overlay. */
const SIGN_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
type SignLogoType = (typeof SIGN_LOGO_TYPES)[number]

const isSignLogoType = (type: string): type is SignLogoType =>
  (SIGN_LOGO_TYPES as readonly string[]).includes(type)

export const SIGN_LOGO_ACCEPT = SIGN_LOGO_TYPES.join(',')

export interface SignLogo {
  /** The chosen file's name, while it is chosen (and not refused). */
  name: string | null
  /** The picture decoded in the browser, which the preview draws with no round trip. */
  picture: ImageBitmap | null
  /** The storage key the store gave the upload: `personalization.logo` once it is done. */
  key: string | null
  uploading: boolean
  error: string | null
  choose: (file: File | undefined) => void
  remove: () => void
}

/**
 * The customer's logo for a template's logo slot: a PNG, JPG or WebP is decoded for the preview
 * (shown at once) and uploaded meanwhile; its key goes with the texts once the store has it. A
 * refused upload takes the picture off the preview, with the store's reason.
 */
export function useSignLogo(): SignLogo {
  const [name, setName] = useState<string | null>(null)
  const [picture, setPicture] = useState<ImageBitmap | null>(null)
  const [key, setKey] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // A later choice (or Remove) wins over an upload still under way.
  const choice = useRef(0)
  useEffect(() => () => picture?.close(), [picture])

  const remove = () => {
    choice.current += 1
    setName(null)
    setPicture(null)
    setKey(null)
    setUploading(false)
    setError(null)
  }

  const choose = (file: File | undefined) => {
    remove()
    if (!file) return
    if (!isSignLogoType(file.type)) {
      setError('Choose a PNG, JPG or WebP picture: a sign cannot show an SVG or other files')
      return
    }
    const mine = choice.current
    const current = () => mine === choice.current
    let refused = false
    const live = () => current() && !refused
    setName(file.name)
    setUploading(true)
    const failed = (message: string) => {
      if (!live()) return
      refused = true
      setName(null)
      setPicture(null)
      setKey(null)
      setError(message)
    }
    createImageBitmap(file)
      .then((bitmap) => {
        const { width, height } = bitmap
        // The store refuses it at download time; the customer hears it now.
        if (Math.max(width, height) > MAX_SIGN_LOGO_SIDE) {
          failed(
            `This picture is ${width}x${height} pixels: a sign logo may be at most ${MAX_SIGN_LOGO_SIDE} pixels a side`,
          )
        }
        return live() ? setPicture(bitmap) : bitmap.close()
      })
      .catch(() => failed('This picture cannot be read: choose another PNG, JPG or WebP'))
    uploadLogo(file, file.type)
      .then((upload) => live() && setKey(upload.key))
      .catch((failure: unknown) => {
        console.warn('Sign logo upload failed:', failure)
        failed(failure instanceof Error ? failure.message : 'The logo could not be uploaded')
      })
      .finally(() => current() && setUploading(false))
  }

  return { name, picture, key, uploading, error, choose, remove }
}
