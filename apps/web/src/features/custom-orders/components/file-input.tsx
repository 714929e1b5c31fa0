import { ImageUp } from 'lucide-react'
import { useId } from 'react'
import type { LogoUpload } from '../hooks/use-logo-upload'

/**
 * An image input that shows its preview and uploads the file at once (docs/requirements.md §4), waiting
 * while the upload runs; the hint is docs/requirements.md §2 logo input.
 */
export function FileInput({ upload, label }: { upload: LogoUpload; label: string }) {
  const id = useId()
  const { preview, uploading, fileUrl, error } = upload
  const status = uploading ? 'Uploading…' : fileUrl ? 'Logo uploaded' : null
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-zinc-900">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/svg+xml,image/webp"
          disabled={uploading}
          aria-describedby={`${id}-hint ${id}-status`}
          onChange={(event) => upload.choose(event.target.files?.[0])}
          className="w-full text-sm text-zinc-700 file:mr-3 file:h-10 file:rounded-full file:border-0 file:bg-zinc-100 file:px-4 file:font-semibold file:text-zinc-900 hover:file:bg-zinc-200 disabled:opacity-60"
        />
        {preview ? (
          <img
            src={preview.url}
            alt={`Logo preview: ${preview.name}`}
            className="size-12 shrink-0 rounded-lg bg-zinc-100 object-contain ring-1 ring-zinc-200"
          />
        ) : (
          <ImageUp aria-hidden="true" className="size-6 shrink-0 text-zinc-400" />
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-zinc-600">
        JPG, PNG, SVG, max 10MB
      </p>
      <p id={`${id}-status`} role="status" className="text-xs font-medium">
        {error ? (
          <span className="text-rose-700">{error}</span>
        ) : (
          status && <span className="text-emerald-700">{status}</span>
        )}
      </p>
    </div>
  )
}
