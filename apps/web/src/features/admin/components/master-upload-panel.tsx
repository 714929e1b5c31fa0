import type { AdminProduct } from '@marquee/core'
import { type ChangeEvent, useId, useState } from 'react'
import { useMediaJob, useUploadMaster } from '../api/admin-catalog'

const STATUS_WORDS = {
  queued: 'Waiting for the media worker…',
  working: 'Making the poster, thumbnail and preview…',
  done: 'Poster, thumbnail and preview are ready.',
  failed: 'The media job failed',
} as const

/**
 * Uploads a clip's master video and follows the media job that makes its poster, thumbnail
 * and preview, until it is done.
 */
export function MasterUploadPanel({ product }: { product: AdminProduct }) {
  const inputId = useId()
  const upload = useUploadMaster()
  const [jobId, setJobId] = useState<string | null>(product.latestMediaJob?.id ?? null)
  const job = useMediaJob(jobId)
  const current = job.data ?? (jobId === product.latestMediaJob?.id ? product.latestMediaJob : null)

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const started = await upload.mutateAsync({ productId: product.id, file }).catch(() => null)
    if (started) setJobId(started.id)
  }

  const percent = Math.round((current?.progress ?? 0) * 100)
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-xl bg-white p-5 ring-1 ring-zinc-200"
    >
      <h2 id={`${inputId}-title`} className="text-lg font-bold text-zinc-900">
        Master clip of “{product.title}”
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        Upload the video; the store makes its poster, thumbnail and looping preview.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {product.thumbImg && (
          <img
            src={product.thumbImg}
            alt={`Thumbnail of ${product.title}`}
            className="h-16 w-32 rounded-lg object-cover ring-1 ring-zinc-200"
          />
        )}
        <label
          htmlFor={inputId}
          aria-disabled={upload.isPending}
          className="inline-flex h-11 cursor-pointer items-center rounded-full bg-zinc-900 px-5 text-sm font-semibold text-white hover:bg-zinc-700 aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {upload.isPending ? 'Uploading…' : 'Upload master video'}
        </label>
        <input
          id={inputId}
          type="file"
          accept="video/*"
          className="sr-only"
          disabled={upload.isPending}
          onChange={choose}
        />
      </div>
      {upload.isError && (
        <p role="alert" className="mt-3 rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
          {upload.error.message}
        </p>
      )}
      {current && (
        <div className="mt-4" aria-live="polite">
          <div className="flex justify-between text-sm font-medium text-zinc-800">
            <span>
              {STATUS_WORDS[current.status]}
              {current.status === 'failed' && current.error ? `: ${current.error}` : ''}
            </span>
            <span>{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Media job progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-2 h-2 overflow-hidden rounded-full bg-zinc-200"
          >
            <div
              className={
                current.status === 'failed'
                  ? 'h-full bg-rose-600'
                  : 'h-full bg-amber-500 transition-all'
              }
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      )}
    </section>
  )
}
