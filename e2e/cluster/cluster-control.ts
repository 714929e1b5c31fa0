/**
 * The hold on the cluster's processes that scripts/test-cluster.mjs serves: which API instance
 * answered (nginx's X-Upstream header in that run), and killing or starting a process by name
 * ('api-a', 'api-b', 'worker').
 */
const controlUrl = () => {
  const url = process.env.CLUSTER_CONTROL_URL
  if (!url) throw new Error('CLUSTER_CONTROL_URL is unset: run this through `npm run test:cluster`')
  return url
}

export type ProcessName = 'api-a' | 'api-b' | 'worker'

interface Described {
  port: number | null
  pid: number | null
}

export async function clusterProcesses(): Promise<Record<ProcessName, Described>> {
  const response = await fetch(`${controlUrl()}/processes`)
  return (await response.json()) as Record<ProcessName, Described>
}

async function act(action: 'kill' | 'start', name: ProcessName): Promise<number> {
  const response = await fetch(`${controlUrl()}/${action}/${name}`, { method: 'POST' })
  const body = (await response.json()) as { pid?: number; message?: string }
  if (!response.ok || !body.pid) throw new Error(`could not ${action} ${name}: ${body.message}`)
  return body.pid
}

/** SIGKILL, as an out-of-memory kill would: no drain, no goodbye. Answers the pid it had. */
export const killProcess = (name: ProcessName) => act('kill', name)
/** Starts it again; an API instance is ready (its /readyz answers) when this resolves. */
export const startProcess = (name: ProcessName) => act('start', name)

/** The API instance behind an `X-Upstream: 127.0.0.1:PORT` (the last address nginx tried). */
export async function instanceAt(upstream: string | undefined): Promise<ProcessName> {
  const port = Number(upstream?.split(',').pop()?.trim().split(':').pop())
  const processes = await clusterProcesses()
  const found = (Object.keys(processes) as ProcessName[]).find(
    (name) => processes[name].port === port,
  )
  if (!found) throw new Error(`no API instance answers on ${upstream}`)
  return found
}
