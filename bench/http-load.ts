import autocannon from 'autocannon'

export const CONNECTIONS = 10
/** What every browser sends; the baseline gets it too (its body is too small to compress). */
export const REQUEST_HEADERS = { 'accept-encoding': 'gzip, deflate, br' }
const WARM_UP_SECONDS = 1
const SECONDS = 5

export interface Load {
  requestsPerSecond: number
  p50: number
  p99: number
  failures: number
}

/** How long a freshly started server is driven over all its measured URLs before the first one. */
const SERVER_WARM_UP_SECONDS = 5

/**
 * Drives a freshly started server over every URL it is about to be measured on, in turn, so
 * the first URL measured does not pay for the compiler warming the code the others share (the
 * first row of a run read 0.6 of its ceiling while the same URL measured later read 0.9).
 */
export async function warmUpServer(base: string, paths: string[]): Promise<void> {
  let next = 0
  await autocannon({
    url: `${base}${paths[0]}`,
    connections: CONNECTIONS,
    duration: SERVER_WARM_UP_SECONDS,
    headers: REQUEST_HEADERS,
    requests: [
      {
        setupRequest: (request: { path: string }) => ({
          ...request,
          path: paths[next++ % paths.length] as string,
        }),
      },
    ],
  })
}

/**
 * 1 s of warm-up, then 5 s at 10 connections. With several `paths` each request takes the
 * next one, warm-up included, so a list longer than the run never repeats a URL.
 */
export async function measureLoad(base: string, paths: string[]): Promise<Load> {
  let next = 0
  const options = (duration: number) => ({
    url: `${base}${paths[0]}`,
    connections: CONNECTIONS,
    duration,
    headers: REQUEST_HEADERS,
    requests:
      paths.length > 1
        ? [
            {
              setupRequest: (request: { path: string }) => ({
                ...request,
                path: paths[next++ % paths.length] as string,
              }),
            },
          ]
        : undefined,
  })
  await autocannon(options(WARM_UP_SECONDS))
  const result = await autocannon(options(SECONDS))
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}
