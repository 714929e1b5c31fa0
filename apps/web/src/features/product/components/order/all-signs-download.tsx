import { type ConversionSpec, isStill, type Sign } from '@marquee/core'
import { Download, Layers } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type {
  AllSignsFlow,
  CreditDownload,
  CreditDownloadFlow,
  SignFile,
} from '@/features/downloads'
import { fileSummary } from '../../lib/file-summary'

type Fit = ConversionSpec['fit']

/**
 * What each sign gets: its size, colours, frame rate, file type, an AVI's codec and its
 * file-size budget, in the form's fit. A sign that takes stills gets its still: the clip's hold frame, no rate.
 */
export function signRequests(
  signs: readonly Sign[],
  productId: number,
  { fit }: { fit: Fit },
): { signId: string; request: CreditDownload }[] {
  return signs.map((sign) => {
    return {
      signId: sign.id,
      request: {
        productId,
        width: sign.width,
        height: sign.height,
        depth: sign.depth,
        fit,
        format: sign.format,
        fps: isStill(sign.format) ? 'source' : sign.fps,
        codec: sign.format === 'avi' ? sign.codec : 'mjpeg',
        maxBytes: sign.maxBytes,
      },
    }
  })
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

function FileState({ file }: { file: SignFile | undefined }) {
  if (!file) return null
  if (file.state === 'waiting') return <span className="text-zinc-600">Waiting</span>
  if (file.state === 'converting') {
    const percent = file.progress === null ? null : Math.round(file.progress * 100)
    return (
      <span className="text-zinc-800">Converting{percent === null ? '…' : ` ${percent}%`}</span>
    )
  }
  if (file.state === 'failed') return <span className="text-rose-700">{file.error}</span>
  return file.file ? (
    <a
      href={file.file.url}
      download={file.file.filename}
      className="inline-flex items-center gap-1 font-semibold text-amber-800 underline-offset-2 hover:underline"
    >
      <Download aria-hidden="true" className="size-4" />
      Save <span className="sr-only">{file.file.filename}</span>
    </a>
  ) : null
}

/**
 * "Get it for all my signs" (issue 27): one file per kept sign in one go, after saying what
 * it costs: a credit per sign (one per device, as the licence says), none for a file got
 * before or a clip bought. Each sign's row then shows its file's progress, its link, or why
 * it failed.
 */
export function AllSignsDownload({
  signs,
  productId,
  clipTitle,
  choice,
  credit,
  credits,
  download,
}: {
  signs: readonly Sign[]
  productId: number
  clipTitle: string
  choice: { fit: Fit }
  credit: Pick<CreditDownloadFlow, 'bought' | 'gotBefore'>
  credits: number
  download: AllSignsFlow
}) {
  const [asking, setAsking] = useState(false)
  const requests = signRequests(signs, productId, choice)
  const cost = credit.bought
    ? 0
    : requests.filter(({ request }) => !credit.gotBefore(request)).length
  const short = cost > credits
  const started = download.files.length > 0
  return (
    <section aria-label="All my signs" className="flex flex-col gap-3">
      {!asking && (
        <Button
          variant="outline"
          disabled={download.running}
          onClick={() => setAsking(true)}
          className="self-start"
        >
          <Layers aria-hidden="true" className="size-4" />
          Get it for all my signs
        </Button>
      )}
      {asking && (
        <div className="flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-zinc-50 p-4 text-sm">
          <p className="text-zinc-800">
            {clipTitle} for your {plural(signs.length, 'sign')}: one file each.{' '}
            {cost === 0
              ? 'It uses no credit.'
              : `It uses ${plural(cost, 'credit')} (one per sign; files you got before are free). You have ${credits}.`}
          </p>
          {short && (
            <p role="alert" className="font-medium text-rose-700">
              You need {plural(cost, 'credit')} and have {credits}.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="dark"
              size="sm"
              disabled={short}
              onClick={() => {
                setAsking(false)
                download.start(requests)
              }}
            >
              Get {plural(signs.length, 'file')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {started && (
        <ul
          aria-label="Files for your signs"
          className="flex flex-col divide-y divide-zinc-200 rounded-2xl border border-zinc-200 text-sm"
        >
          {requests.map(({ signId, request }) => {
            const sign = signs.find((each) => each.id === signId)
            return (
              <li
                key={signId}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
              >
                <span className="min-w-0">
                  <span className="font-semibold text-zinc-900">{sign?.name}</span>{' '}
                  <span className="text-zinc-600">{fileSummary(request)}</span>
                </span>
                <FileState file={download.files.find((file) => file.signId === signId)} />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
