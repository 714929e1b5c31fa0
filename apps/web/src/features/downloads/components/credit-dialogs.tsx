import { DOWNLOAD_EMAIL_FAILED_MESSAGE, describePersonalization } from '@marquee/core'
import { AlertDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { buttonClass } from '@/components/ui/button-styles'
import type { ReadyFile } from '../api/convert-to-file'
import type { CreditDownloadFlow, FreeReason } from '../hooks/use-credit-download'
import { describeDownload } from '../lib/describe-download'

const FREE_REASONS: Record<FreeReason, string> = {
  bought: 'You bought this clip, so no credit was used. ',
  again: 'You downloaded this file before, so no credit was used. ',
}

/** "1 download credit" / "9 download credits" */
const creditCount = (count: number) => `${count} download ${count === 1 ? 'credit' : 'credits'}`

function Frame({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  children: ReactNode
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-extrabold text-zinc-900">
            {title}
          </AlertDialog.Title>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

/**
 * Asks before a plan credit is spent: what is downloaded and how many credits the customer
 * has. Nothing is sent to the server until they confirm.
 */
function SpendCreditDialog({
  open,
  credits,
  what,
  personal,
  onConfirm,
  onClose,
}: {
  open: boolean
  /** The credits the customer has now. */
  credits: number
  /** The clip and file, e.g. "Oil Change Special as GIF · 384 x 192 · letterboxed, full colour". */
  what: string
  /** What a personalised file carries ('“GO HAWKS” · your logo'); null for the clip as it is. */
  personal: string | null
  onConfirm: () => void
  /** Cancelled, or closing after the confirmation. */
  onClose: () => void
}) {
  return (
    <Frame open={open} onOpenChange={(next) => !next && onClose()} title="Use a download credit?">
      <AlertDialog.Description className="mt-2 text-zinc-700">
        {personal
          ? `This uses 1 of your ${creditCount(credits)} and 1 customisation credit: ${what}, personalised with ${personal}.`
          : `This uses 1 of your ${creditCount(credits)}: ${what}.`}
      </AlertDialog.Description>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <AlertDialog.Cancel className={buttonClass('outline', 'md')}>Cancel</AlertDialog.Cancel>
        <AlertDialog.Action onClick={onConfirm} className={buttonClass('dark', 'md')}>
          Use 1 credit
        </AlertDialog.Action>
      </div>
    </Frame>
  )
}

/**
 * Says the file was handed over and what credits are left, and stays until the customer has
 * read it: Continue makes docs/requirements.md §4's move to the home page.
 */
function DownloadDoneDialog({
  file,
  free,
  creditsLeft,
  onContinue,
}: {
  file: ReadyFile | null
  /** Why no credit was used, if none was. */
  free: FreeReason | null
  creditsLeft: number
  onContinue: () => void
}) {
  return (
    <Frame
      open={file !== null}
      onOpenChange={(next) => !next && onContinue()}
      title="Download done"
    >
      <AlertDialog.Description asChild>
        <div className="mt-2 flex flex-col gap-2 text-zinc-700">
          <p>
            Your browser is saving <span className="font-semibold">{file?.filename}</span>. It stays
            in your account under Your downloads.
          </p>
          <p className="font-semibold text-zinc-900">
            {free && FREE_REASONS[free]}You have {creditCount(creditsLeft)} left.
          </p>
          {file?.message === DOWNLOAD_EMAIL_FAILED_MESSAGE && (
            <p className="text-rose-700">{DOWNLOAD_EMAIL_FAILED_MESSAGE}</p>
          )}
        </div>
      </AlertDialog.Description>
      <div className="mt-6 flex justify-end">
        {/* Closing calls onContinue once, whether by this button or by Escape. */}
        <AlertDialog.Action className={buttonClass('dark', 'md')}>Continue</AlertDialog.Action>
      </div>
    </Frame>
  )
}

/**
 * A plan credit's download from the product page: the question before it, then the done
 * message with the credits left. `credits` is the customer's current count, fetched again
 * once the file is handed over.
 */
export function CreditDownloadDialogs({
  download,
  clipTitle,
  credits,
}: {
  download: CreditDownloadFlow
  clipTitle: string
  credits: number
}) {
  const { asked, flow } = download
  return (
    <>
      <SpendCreditDialog
        open={asked !== null}
        credits={credits}
        what={asked ? `${clipTitle} as ${describeDownload(asked)}` : ''}
        personal={describePersonalization(asked?.personalization)}
        onConfirm={download.confirm}
        onClose={download.close}
      />
      <DownloadDoneDialog
        file={flow.done}
        free={download.free}
        creditsLeft={credits}
        onContinue={flow.finish}
      />
    </>
  )
}
