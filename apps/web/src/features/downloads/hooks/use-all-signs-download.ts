import type { ConvertRequestInput } from '@marquee/core'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { conversionFailure, convertToFile, type ReadyFile } from '../api/convert-to-file'

/** One sign's file in a download for all the customer's signs. */
export interface SignFile {
  signId: string
  state: 'waiting' | 'converting' | 'ready' | 'failed'
  /** 0..1 once the server reports it. */
  progress: number | null
  file: ReadyFile | null
  error: string | null
}

export interface AllSignsFlow {
  files: SignFile[]
  running: boolean
  start: (requests: { signId: string; request: ConvertRequestInput }[]) => void
}

/**
 * One file per sign, asked for one after another (the server lets a customer convert a few
 * at a time, and each spends its own credit, one per device as the licence says). Each
 * sign's file ends ready with its link, or failed with the message the single download
 * shows; one failing does not stop the others. The account's credits and files are fetched
 * again at the end.
 */
export function useAllSignsDownload(): AllSignsFlow {
  const queryClient = useQueryClient()
  const [files, setFiles] = useState<SignFile[]>([])
  const [running, setRunning] = useState(false)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const update = (signId: string, change: Partial<SignFile>) =>
    setFiles((current) =>
      current.map((file) => (file.signId === signId ? { ...file, ...change } : file)),
    )

  const start: AllSignsFlow['start'] = (requests) => {
    if (running || requests.length === 0) return
    const controller = new AbortController()
    abort.current = controller
    setRunning(true)
    setFiles(
      requests.map(({ signId }) => ({
        signId,
        state: 'waiting',
        progress: null,
        file: null,
        error: null,
      })),
    )
    const run = async () => {
      for (const { signId, request } of requests) {
        if (controller.signal.aborted) return
        update(signId, { state: 'converting' })
        try {
          const file = await convertToFile(
            request,
            (progress) => update(signId, { progress }),
            controller.signal,
          )
          update(signId, { state: 'ready', progress: 1, file })
        } catch (failure) {
          if (controller.signal.aborted) return
          update(signId, { state: 'failed', error: conversionFailure(failure) })
        }
      }
      await queryClient.invalidateQueries({ queryKey: ['me'] })
      await queryClient.invalidateQueries({ queryKey: ['downloads'] })
    }
    void run().finally(() => setRunning(false))
  }

  return { files, running, start }
}
