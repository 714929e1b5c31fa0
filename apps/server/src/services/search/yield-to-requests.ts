/**
 * Lets waiting requests run (I/O callbacks, timers) between two slices of a long piece of
 * work: PGlite runs each statement on the main thread, and promise chains alone never give
 * the event loop a turn.
 */
export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve))
