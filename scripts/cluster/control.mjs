// The browser tests' hold on the cluster (e2e/cluster/cluster-control.ts): an HTTP server on
// loopback that lists the store's processes and kills or starts one by name, so a test can
// lose an API instance (or the worker) at the moment it chooses and bring it back.
import { createServer } from 'node:http'

/** @param {Map<string, import('./processes.mjs').StoreProcess>} processes */
export function startControl(processes) {
  const describe = () =>
    Object.fromEntries(
      [...processes].map(([name, each]) => [
        name,
        { port: each.port ?? null, pid: each.pid ?? null },
      ]),
    )
  const server = createServer(async (request, response) => {
    const answer = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const [, action, name = ''] = (request.url ?? '').split('/')
    const target = processes.get(name)
    try {
      if (request.method === 'GET' && action === 'processes') return answer(200, describe())
      if (request.method !== 'POST' || !target) return answer(404, { message: 'unknown process' })
      if (action === 'kill') {
        const pid = target.pid
        await target.stop('SIGKILL')
        return answer(200, { name, pid })
      }
      if (action === 'start') {
        await target.start()
        return answer(200, { name, pid: target.pid })
      }
      return answer(404, { message: 'unknown action' })
    } catch (error) {
      return answer(500, { message: String(error) })
    }
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({ url: `http://127.0.0.1:${address.port}`, close: () => server.close() })
    }),
  )
}
