import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { compiledProgram } from './compiled-programs.ts'

export interface CommandRun {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs `npm run admin -- ...args` as the operator would, in a child process of its own. */
export async function runAdminCommand(
  args: string[],
  env: Record<string, string>,
): Promise<CommandRun> {
  const child = spawn(process.execPath, [compiledProgram('admin-cli'), ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const [code] = await once(child, 'close')
  return { code: code as number | null, stdout, stderr }
}

/** The set-password link a `create` printed, and its token. */
export function printedLink(stdout: string, publicUrl: string) {
  const line = stdout
    .split('\n')
    .find((text) => text.startsWith(`${publicUrl}/pages/reset-password?token=`))
  if (!line) throw new Error(`no link under ${publicUrl} in:\n${stdout}`)
  return { url: line, token: new URL(line).searchParams.get('token') ?? '' }
}
