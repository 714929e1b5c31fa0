import { existsSync } from 'node:fs'
import { hostname, userInfo } from 'node:os'
import { parseStaffArgs, USAGE, UsageError } from './cli/staff-args.ts'
import { runStaffCommand, storeRunningMessage } from './cli/staff-command.ts'
import { ConfigError, loadConfig } from './config/config.ts'
import { assertNodeRuntime } from './config/node-runtime.ts'
import { DataDirInUseError } from './db/data-dir-lock.ts'
import { openMigratedDatabase } from './db/open-migrated.ts'

/** `npm run admin -- create EMAIL | list | revoke EMAIL`: the shop's staff accounts. */
async function main(args: string[]): Promise<number> {
  const command = parseStaffArgs(args)
  if (existsSync('.env')) process.loadEnvFile('.env')
  assertNodeRuntime()
  const config = loadConfig()
  const database = await openMigratedDatabase(config)
  try {
    return await runStaffCommand(command, {
      db: database.db,
      publicUrl: config.PUBLIC_URL,
      passwords: config.identity.kind === 'built-in',
      origin: {
        command: `npm run admin -- ${args.join(' ')}`,
        osUser: userInfo().username,
        host: hostname(),
      },
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    })
  } finally {
    await database.close()
  }
}

function explain(error: unknown): { message: string; code: number } {
  if (error instanceof UsageError) {
    const more = error.showUsage ? `\n\n${USAGE}` : ' (npm run admin -- --help shows the usage)'
    return { message: `${error.message}${more}`, code: 2 }
  }
  if (error instanceof DataDirInUseError) return { message: storeRunningMessage(error), code: 1 }
  if (error instanceof ConfigError) return { message: error.message, code: 1 }
  return { message: `npm run admin failed: ${error}`, code: 1 }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const { message, code } = explain(error)
    console.error(message)
    process.exit(code)
  },
)
