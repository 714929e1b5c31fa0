// `npm run serve` and `npm run worker`: runs a compiled entry point, apps/server/dist/NAME.js,
// in this same process (so signals and exit codes are the program's own), or says how to
// build it when it is missing.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const [, , name, ...args] = process.argv
const entry = path.resolve(import.meta.dirname, '../dist', `${name}.js`)
if (!existsSync(entry)) {
  console.error(
    `The compiled ${name} is missing (${path.relative(process.cwd(), entry)}): run \`npm run build\` first, or \`npm start\` to build and serve.`,
  )
  process.exit(1)
}
// The program reads its arguments as if started directly: `node dist/NAME.js ARGS`.
process.argv = [process.argv[0] ?? process.execPath, entry, ...args]
await import(pathToFileURL(entry).href)
