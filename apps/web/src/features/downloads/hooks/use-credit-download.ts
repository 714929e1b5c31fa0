import type { FileSpec, PersonalTexts } from '@marquee/core'
import { useState } from 'react'
import { useBoughtClip } from '../api/get-account-downloads'
import { type DownloadFlow, useDownloadFlow } from './use-download-flow'

/**
 * A download the customer has asked for on the product page, not yet confirmed; with the
 * texts of a personalisable clip, by field name.
 */
export type CreditDownload = FileSpec & { productId: number; personalization?: PersonalTexts }

export interface CreditDownloadFlow {
  flow: DownloadFlow
  /** Waiting for the customer's confirmation to spend a credit on it. */
  asked: CreditDownload | null
  /** The customer bought the clip as it is: its downloads cost no credit. */
  bought: boolean
  /** The file under way costs no credit. */
  free: boolean
  ask: (request: CreditDownload) => void
  confirm: () => void
  close: () => void
}

/**
 * docs/requirements.md §4's download on a plan credit, asked first: `ask` waits for `confirm` before anything
 * is sent. A clip the customer bought costs no credit, so it starts at once.
 */
export function useCreditDownload(productId: number, subscriber: boolean): CreditDownloadFlow {
  const flow = useDownloadFlow()
  const bought = useBoughtClip(productId, subscriber)
  const [asked, setAsked] = useState<CreditDownload | null>(null)
  const [free, setFree] = useState(false)
  return {
    flow,
    asked,
    bought,
    free,
    ask: (request) => {
      setFree(bought)
      if (bought) flow.start(request)
      else setAsked(request)
    },
    confirm: () => {
      if (asked) flow.start(asked)
    },
    close: () => setAsked(null),
  }
}
