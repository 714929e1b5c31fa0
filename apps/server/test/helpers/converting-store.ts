import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { MARK, markedFfmpeg, slowFfmpeg } from './marked-processes.ts'
import { TEST_SITE, type Tokens } from './oidc-flow.ts'
import { signInOverHttp } from './remote-sign-in.ts'
import { seededDataDir } from './seeded-data-dir.ts'
import { type ServerProcess, startServer } from './server-process.ts'

export const PRO = { email: 'pro@marquee.local', password: 'marquee-demo-2026' }

/** Sizes no other request of the test asks for, so each is a conversion of its own. */
export const sizes = (count: number) =>
  Array.from({ length: count }, (_, at) => ({ width: 64 + 16 * at, height: 32 }))

/**
 * The environment of a store in its own process group whose conversions outlast the test
 * (slowFfmpeg) and whose every process carries MARK=mark, two conversions at once.
 */
export function convertingEnv(scratch: string, name: string) {
  const mark = randomUUID()
  const env = {
    DATA_DIR: seededDataDir(path.join(scratch, name)),
    PUBLIC_URL: TEST_SITE.origin,
    FFMPEG_PATH: slowFfmpeg(path.join(scratch, `${name}-bin`)),
    WORKER_CONCURRENCY: '2',
    CONVERSION_THREADS: '1',
    QUEUE_POLL_INTERVAL_SECONDS: '0.5',
    [MARK]: mark,
  }
  return { mark, env }
}

export async function queueConversion(
  url: string,
  tokens: Tokens,
  size: { width: number; height: number },
) {
  const response = await fetch(`${url}/api/convert`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ productId: 1, format: 'mp4', fit: 'letterbox', depth: 'full', ...size }),
  })
  if (response.status !== 202) throw new Error(`convert answered ${response.status}`)
  return ((await response.json()) as { downloadId: string }).downloadId
}

/** Starts such a store and resolves once `count` of its ffmpeg are converting. */
export async function storeConverting(
  env: Record<string, string>,
  mark: string,
  count: number,
): Promise<{ store: ServerProcess; tokens: Tokens; downloadIds: string[] }> {
  const store = await startServer(env, { detached: true })
  const tokens = await signInOverHttp(store.url, PRO.email, PRO.password)
  const downloadIds: string[] = []
  for (const size of sizes(count)) downloadIds.push(await queueConversion(store.url, tokens, size))
  const until = Date.now() + 30_000
  while (markedFfmpeg(mark).length < count) {
    if (Date.now() > until) throw new Error(`no ${count} ffmpeg running:\n${store.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { store, tokens, downloadIds }
}
