import { ConfigError } from './config.ts'

/** The Node line the store runs and is tested on (decision 021). */
export const NODE_MAJOR = 24

/**
 * Stops a start on an older Node (a service unit or a shell calling the system's `node` on
 * `dist/`) with one sentence saying which Node to use: the one `npm install` puts in
 * node_modules/.bin, which every npm script already runs.
 */
export function assertNodeRuntime(version: string = process.versions.node): void {
  const major = Number(version.split('.')[0])
  if (major >= NODE_MAJOR) return
  throw new ConfigError(
    `Marquee runs on Node ${NODE_MAJOR} and this is Node ${version}: start it with \`npm start\` (or \`npm run serve\`), or run node_modules/.bin/node, the Node ${NODE_MAJOR} that \`npm install\` puts there.`,
  )
}
