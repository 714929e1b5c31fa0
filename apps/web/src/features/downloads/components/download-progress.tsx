/**
 * The conversion's progress bar; indeterminate until the server reports a figure. The
 * server's notice (a retry under way) takes the label's place while it lasts.
 */
export function DownloadProgress({
  progress,
  notice = null,
}: {
  progress: number | null
  notice?: string | null
}) {
  const percent = progress === null ? null : Math.round(progress * 100)
  return (
    <div className="flex flex-col gap-1.5" data-testid="download-progress">
      <div className="flex justify-between gap-3 text-sm font-medium text-zinc-800">
        <span role="status">{notice ?? 'Converting your clip…'}</span>
        <span>{percent === null ? 'Queued' : `${percent}%`}</span>
      </div>
      <progress
        className="h-2.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-amber-500 [&::-webkit-progress-bar]:bg-zinc-200 [&::-webkit-progress-value]:bg-amber-500"
        aria-label="Conversion progress"
        max={100}
        {...(percent !== null && { value: percent })}
      />
    </div>
  )
}
