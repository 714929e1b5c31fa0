import { z } from 'zod'

/** How the server and `npm run worker` stop on SIGTERM or SIGINT. */
export const shutdownEnv = {
  /**
   * The longest a stop may take: requests in flight finish and conversions hand their jobs
   * back within it, or are cut off when it runs out (exit code 1).
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
}
