import { type ConvertRequestInput, DOWNLOAD_EMAIL_FAILED_MESSAGE } from '@marquee/core'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { notify } from '@/lib/notify'
import { conversionFailure, convertToFile } from '../api/convert-to-file'
import { saveFile } from '../lib/save-file'

/** SPEC §4: after the file is handed over, the store goes home a second later. */
export const AFTER_DOWNLOAD_MS = 1000
const HOME = '/home/home-style-4'

export interface DownloadFlow {
  processing: boolean
  /** 0..1 once the server reports it, null before. */
  progress: number | null
  error: string | null
  start: (request: ConvertRequestInput) => void
}

/**
 * SPEC §4 video download: a processing flag, the conversion on the server (its 'subscription'
 * order and email are the server's), progress from its events, the file, then home. The
 * account's credits are fetched again so the panel shows the one just spent. The account page
 * stays where it is (goHome false): its list gains the new download.
 */
export function useDownloadFlow({ goHome = true }: { goHome?: boolean } = {}): DownloadFlow {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [processing, setProcessing] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const start = (request: ConvertRequestInput) => {
    if (processing) return
    const controller = new AbortController()
    abort.current = controller
    setProcessing(true)
    setProgress(null)
    setError(null)
    convertToFile(request, setProgress, controller.signal)
      .then(async (file) => {
        setProgress(1)
        saveFile(file.url, file.filename)
        if (file.message === DOWNLOAD_EMAIL_FAILED_MESSAGE) notify('error', file.message)
        await queryClient.invalidateQueries({ queryKey: ['me'] })
        await queryClient.invalidateQueries({ queryKey: ['downloads'] })
        if (goHome) setTimeout(() => navigate(HOME), AFTER_DOWNLOAD_MS)
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return
        const message = conversionFailure(failure)
        setError(message)
        notify('error', message)
      })
      .finally(() => setProcessing(false))
  }

  return { processing, progress, error, start }
}
