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
