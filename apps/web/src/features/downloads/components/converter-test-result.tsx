import type { ConverterTestResult } from '@marquee/core'
import { formatBytes } from '../lib/describe-download'

const FORMAT_NAMES: Record<string, string> = { avi: 'AVI', mpeg: 'MPEG' }

/**
 * The converted sample as the browser plays it (MP4, GIF), or as its first frame for a file
 * browsers cannot play (AVI, MPEG), with the time taken, ffprobe's facts and the file.
 */
export function ConverterTestResultView({ result }: { result: ConverterTestResult }) {
  const { probe } = result
  const isGif = result.filename.endsWith('.gif')
  const extension = result.filename.split('.').pop() ?? ''
  const unplayable = FORMAT_NAMES[extension]
  const facts = [
    ['Time taken', result.cached ? 'from the cache' : `${(result.elapsedMs / 1000).toFixed(2)} s`],
    ['Size', `${probe.width} x ${probe.height}`],
    ['Codec', probe.codec],
    ['Pixel format', probe.pixFmt],
    ['Frame rate', `${probe.fps} fps`],
    ['Duration', `${probe.durationSeconds.toFixed(2)} s (${probe.frames} frames)`],
    ['File', `${result.filename}, ${formatBytes(result.bytes)}`],
  ]
  return (
    <section
      aria-labelledby="converter-result-title"
      data-testid="converter-result"
      className="mt-6 grid gap-6 rounded-2xl bg-white p-5 ring-1 ring-zinc-200 md:grid-cols-2"
    >
      <h2 id="converter-result-title" className="sr-only">
        Result
      </h2>
      <div className="flex items-center justify-center rounded-xl bg-zinc-950 p-3">
        {unplayable ? (
          <StillFrame result={result} formatName={unplayable} />
        ) : isGif ? (
          <img
            src={result.url}
            alt={`${result.sample.productTitle} converted`}
            className="w-full max-w-md [image-rendering:pixelated]"
          />
        ) : (
          <video
            src={result.url}
            controls
            muted
            loop
            playsInline
            aria-label={`${result.sample.productTitle} converted`}
            className="w-full max-w-md [image-rendering:pixelated]"
          >
            <track kind="captions" />
          </video>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-zinc-900">{term}</dt>
            <dd className="break-all text-zinc-700">{value}</dd>
          </div>
        ))}
      </dl>
      <a
        href={result.url}
        download={result.filename}
        className="text-sm font-semibold text-amber-800 underline"
      >
        Download {result.filename}
      </a>
    </section>
  )
}

/** A file the browser cannot play, shown as its first frame and said so. */
function StillFrame({ result, formatName }: { result: ConverterTestResult; formatName: string }) {
  return (
    <figure className="flex w-full max-w-md flex-col items-center gap-2">
      {result.posterUrl ? (
        <img
          src={result.posterUrl}
          alt={`First frame of ${result.sample.productTitle} as ${formatName}`}
          width={result.probe.width}
          height={result.probe.height}
          className="h-auto w-full [image-rendering:pixelated]"
        />
      ) : (
        <div className="flex aspect-[2/1] w-full items-center justify-center text-sm text-zinc-400">
          {formatName} file ready
        </div>
      )}
      <figcaption className="text-center text-xs text-zinc-400">
        First frame. Browsers do not play {formatName} files: download it to check it in your
        sign&rsquo;s software.
      </figcaption>
    </figure>
  )
}
