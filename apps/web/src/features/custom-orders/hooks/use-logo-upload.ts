import { LOGO_CONTENT_TYPES, type LogoContentType } from '@marquee/core'
import { useEffect, useState } from 'react'
import { uploadLogo } from '../api/upload-logo'

export interface LogoUpload {
  preview: { url: string; name: string } | null
  uploading: boolean
  /** Where the uploaded logo is served, once the upload is done. */
  fileUrl: string | null
  /** Its storage key, which a cart line carries as the order's logo. */
  key: string | null
  error: string | null
  choose: (file: File | undefined) => void
}

const isLogoType = (type: string): type is LogoContentType =>
  (LOGO_CONTENT_TYPES as readonly string[]).includes(type)

/**
 * docs/requirements.md §4 logo upload: choosing a file shows its preview and starts the upload at once;
 * `uploading` is set until the store has it. `onUploaded` gets the file's address.
 */
export function useLogoUpload(onUploaded: (fileUrl: string) => void): LogoUpload {
  const [preview, setPreview] = useState<LogoUpload['preview']>(null)
  const [uploading, setUploading] = useState(false)
  const [fileUrl, setFileUrl] = useState<string | null>(null)
  const [key, setKey] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url)
    },
    [preview],
  )

  const choose = (file: File | undefined) => {
    setError(null)
    setFileUrl(null)
    setKey(null)
    setPreview(file ? { url: URL.createObjectURL(file), name: file.name } : null)
    if (!file) return
    if (!isLogoType(file.type)) {
      setError('Choose a JPG, PNG, SVG or WebP image')
      return
    }
    setUploading(true)
    uploadLogo(file, file.type)
      .then(({ fileUrl: url, key: uploaded }) => {
        setFileUrl(url)
        setKey(uploaded)
        onUploaded(url)
      })
      .catch((failure: unknown) => {
        console.warn('Logo upload failed:', failure)
        setError(failure instanceof Error ? failure.message : 'The logo could not be uploaded')
      })
      .finally(() => setUploading(false))
  }

  return { preview, uploading, fileUrl, key, error, choose }
}
