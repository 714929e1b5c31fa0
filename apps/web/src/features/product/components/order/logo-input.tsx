import { ImageUp } from 'lucide-react'
import { useEffect, useId, useState } from 'react'

/**
 * SPEC §2 logo input: images only, with the 10MB hint (SPEC §5: a hint, not a check). It shows
 * a preview; sending the file belongs to the custom-work order, so nothing is uploaded here.
 */
export function LogoInput() {
  const id = useId()
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null)
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url)
    },
    [preview],
  )
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-zinc-900">
        Logo (optional)
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="file"
          accept="image/*"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0]
            setPreview(file ? { url: URL.createObjectURL(file), name: file.name } : null)
          }}
          className="w-full text-sm text-zinc-700 file:mr-3 file:h-10 file:rounded-full file:border-0 file:bg-zinc-100 file:px-4 file:font-semibold file:text-zinc-900 hover:file:bg-zinc-200"
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
    </div>
  )
}
