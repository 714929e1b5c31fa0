import type { FileSpec, PersonalTexts } from '@marquee/core'
import { useState } from 'react'
import { useAccountClip } from '../api/get-account-downloads'
import { isEarlierFile } from '../lib/earlier-file'
import { type DownloadFlow, useDownloadFlow } from './use-download-flow'

/**
 * A download the customer has asked for on the product page, not yet confirmed; with the
 * texts of a personalisable clip, by field name.
 */
export type CreditDownload = FileSpec & {
  productId: number
  personalization?: PersonalTexts
  /** The sign's file-size budget in bytes; null or unset for none. */
  maxBytes?: number | null
}

export type FreeReason = 'bought' | 'again'

export interface CreditDownloadFlow {
  flow: DownloadFlow
  /** Waiting for the customer's confirmation to spend a credit on it. */
  asked: CreditDownload | null
  /** The customer bought the clip as it is: its downloads cost no credit. */
  bought: boolean
  /** Why the file under way costs no credit: the clip was bought, or this file got before. */
  free: FreeReason | null
  /** Whether this file was got before with a credit, so it comes again for nothing. */
  gotBefore: (request: CreditDownload) => boolean
  ask: (request: CreditDownload) => void
  confirm: () => void
  close: () => void
}

/**
 * docs/requirements.md §4's download on a plan credit, asked first: `ask` waits for `confirm` before anything
 * is sent. A clip the customer bought, or a file they already got, costs no credit, so it
 * starts at once.
 */
export function useCreditDownload(productId: number, subscriber: boolean): CreditDownloadFlow {
  const flow = useDownloadFlow()
  const clip = useAccountClip(productId, subscriber)
  const bought = clip?.purchased === true
  const [asked, setAsked] = useState<CreditDownload | null>(null)
  const [free, setFree] = useState<FreeReason | null>(null)
  return {
    flow,
    asked,
    bought,
    free,
    gotBefore: (request) => isEarlierFile(clip, request),
    ask: (request) => {
      const reason = bought && !request.personalization ? 'bought' : null
      const why = reason ?? (isEarlierFile(clip, request) ? 'again' : null)
      setFree(why)
      if (why) flow.start(request)
      else setAsked(request)
    },
    confirm: () => {
      if (asked) flow.start(asked)
    },
    close: () => setAsked(null),
  }
}
