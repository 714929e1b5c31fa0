import { ContentPageBody } from '@/features/pages'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useContentPreview } from '../api/admin-content'

/**
 * The page as the shop will show it, rendered by the server from the Markdown typed so far
 * (a pause in typing sends it), with the shop's own typography.
 */
export function ContentPreview({ title, body }: { title: string; body: string }) {
  const preview = useContentPreview(useDebouncedValue(body, 300))
  return (
    <div aria-live="polite" aria-busy={preview.isFetching}>
      <p className="mb-4 text-2xl font-extrabold tracking-tight text-zinc-900">{title}</p>
      {preview.isError && (
        <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
          {preview.error.message}
        </p>
      )}
      {preview.data && <ContentPageBody {...preview.data} />}
    </div>
  )
}
