import type { ConverterTestResult } from '@marquee/core'
import { formatBytes } from '../lib/describe-download'

/** The converted sample as the browser plays it, with the time taken and ffprobe's facts. */
export function ConverterTestResultView({ result }: { result: ConverterTestResult }) {
  const { probe } = result
  const isGif = result.filename.endsWith('.gif')
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
        {isGif ? (
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
