import {
  CONVERTER_TEST_SIZE_MESSAGE,
  FFMPEG_NOT_LOADED_MESSAGE,
  withinConverterTestSize,
} from '@marquee/core'
import { useState } from 'react'
import { buttonClass } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/container'
import { ApiRequestError } from '@/lib/api-client'
import { useConverterTest, useFfmpegStatus } from '../api/converter-test'
import { ConverterTestResultView } from './converter-test-result'
import { FitDepthFields, type FitDepthValue } from './fit-depth-fields'
import { SizeFormatFields, type SizeFormatValue } from './size-format-fields'

/** docs/requirements.md §1: the sample clip converted on the server at a chosen size, format, fit and depth. */
export function ConverterTestPage() {
  const status = useFfmpegStatus()
  const test = useConverterTest()
  const [target, setTarget] = useState<SizeFormatValue>({ width: 384, height: 192, format: 'gif' })
  const [options, setOptions] = useState<FitDepthValue>({ fit: 'letterbox', depth: 'full' })
  const [tooBig, setTooBig] = useState(false)
  const missing =
    status.data?.ok === false ||
    (test.error instanceof ApiRequestError && test.error.status === 503)
  return (
    <Container className="max-w-4xl py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold text-zinc-950">Converter test</h1>
      <p className="mt-2 text-zinc-700">
        Converts the first seconds of the store's sample clip on the server, exactly as a download
        would be made, at up to 1920 x 1080 pixels.
        {status.data?.version && ` Server: ffmpeg ${status.data.version}.`}
      </p>
      {missing && (
        <p
          role="status"
          className="mt-4 rounded-xl bg-rose-50 p-4 font-semibold text-rose-900 ring-1 ring-rose-200"
        >
          {FFMPEG_NOT_LOADED_MESSAGE}
        </p>
      )}
      <form
        className="mt-6 grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-zinc-200 sm:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault()
          const fits = withinConverterTestSize(target.width, target.height)
          setTooBig(!fits)
          if (fits) test.mutate({ ...target, ...options })
        }}
      >
        <SizeFormatFields value={target} onChange={setTarget} />
        <FitDepthFields value={options} onChange={setOptions} />
        <button
          type="submit"
          disabled={test.isPending}
          className={buttonClass('primary', 'md', 'self-end')}
        >
          {test.isPending ? 'Converting…' : 'Convert sample'}
        </button>
      </form>
      {tooBig && (
        <p role="alert" className="mt-4 text-sm font-medium text-rose-700">
          {CONVERTER_TEST_SIZE_MESSAGE}
        </p>
      )}
      {test.isError && !missing && !tooBig && (
        <p role="alert" className="mt-4 text-sm font-medium text-rose-700">
          {test.error.message}
        </p>
      )}
      {test.data && <ConverterTestResultView result={test.data} />}
    </Container>
  )
}
