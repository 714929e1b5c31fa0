import { z } from 'zod'

/** How the server and `npm run worker` stop on SIGTERM or SIGINT. */
export const shutdownEnv = {
  /**
   * The longest a stop may take: requests in flight finish and conversions hand their jobs
   * back within it, or are cut off when it runs out (exit code 1).
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
  /**
   * How long the server keeps listening and serving after SIGTERM while /readyz answers 503,
   * so a balancer that polls /readyz stops sending requests before connections are refused;
   * part of SHUTDOWN_TIMEOUT_MS. 0 stops listening at once, which is enough behind a proxy
   * that tries another instance when a connection is refused (nginx does).
   */
  DRAIN_NOTICE_MS: z.coerce.number().int().min(0).max(300_000).default(0),
}
