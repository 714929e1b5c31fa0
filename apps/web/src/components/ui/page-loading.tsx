import { Spinner } from './spinner'

/**
 * A page's main content while its data loads: the spinner in a screen's height of room, so
 * the footer starts below the fold and nothing on screen moves when the content arrives.
 */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="min-h-dvh">
      <Spinner label={label} />
    </div>
  )
}
