import { availableParallelism } from 'node:os'

/** How much of the machine one ffmpeg may take. */
export interface CpuShare {
  /** Its CPU priority (nice 0-19): above 0 it yields to the store's requests. */
  niceness: number
  /** Its threads (decoding, filtering, encoding); 0: ffmpeg's own choice, every core. */
  threads: number
}

/**
 * Threads per conversion that leave a core for requests with `concurrency` conversions at
 * once: ffmpeg on its own starts a thread per core or more, so even one conversion took
 * every core of a small machine.
 */
export const threadsLeavingACore = (concurrency: number) =>
  Math.max(1, Math.floor((availableParallelism() - 1) / Math.max(1, concurrency)))

/** ffmpeg's options for `threads`: the filters' and decoder's go before `-i`, the encoder's after. */
export function threadArgs(threads: number | undefined): {
  beforeInput: string[]
  afterInput: string[]
} {
  if (!threads) return { beforeInput: [], afterInput: [] }
  const count = String(threads)
  return {
    beforeInput: ['-filter_complex_threads', count, '-filter_threads', count, '-threads', count],
    afterInput: ['-threads', count],
  }
}
