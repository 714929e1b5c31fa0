// autocannon ships no types; this names only what the bench uses.
declare module 'autocannon' {
  interface Histogram {
    average: number
    p50: number
    p99: number
  }
  interface Result {
    requests: Histogram & { total: number }
    latency: Histogram & { max: number }
    non2xx: number
    errors: number
    timeouts: number
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    requests?: { setupRequest?: (request: { path: string }) => { path: string } }[]
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
