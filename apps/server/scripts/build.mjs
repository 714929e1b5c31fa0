// Compiles the server to JavaScript in apps/server/dist/ (docs/decisions/012-compiled-server.md):
// one esbuild bundle per entry point with @marquee/core inside and every npm package left to
// node_modules, so production runs `node dist/server.js` on production dependencies only.
import { cpSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'

const serverDir = path.resolve(import.meta.dirname, '..')
// --outdir: the production-build test compiles into a copy of the store, not over dist/.
const { values } = parseArgs({ options: { outdir: { type: 'string' } } })
const outdir = path.resolve(values.outdir ?? path.join(serverDir, 'dist'))

/** The programs `npm run serve`, `worker` and `admin` start; one a line, built if present. */
const ENTRIES = ['server', 'worker', 'admin-cli']

/**
 * Files the code finds beside itself (`import.meta.dirname`, `new URL(..., import.meta.url)`);
 * in the bundle every module's directory is dist/, so they are copied there.
 */
const BESIDE_CODE = ['src/services/conversion/launcher-child.mjs', 'src/seed/demo-catalog']
/** The sign fonts ffmpeg draws customers' texts with (src/services/conversion/sign-font-files.ts). */
const SIGN_FONTS = { from: '../../packages/core/fonts', to: 'sign-fonts' }

/** Bundles the workspace's own code and leaves every npm package as an import. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@marquee/') ? undefined : { path: args.path, external: true },
    )
  },
}

const started = performance.now()
rmSync(outdir, { recursive: true, force: true })
const entryPoints = ENTRIES.map((name) => path.join(serverDir, `src/${name}.ts`)).filter(existsSync)
await build({
  entryPoints,
  outdir,
  bundle: true,
  // Chunks for what the entries share and for modules loaded on demand (the React mail
  // templates), all in dist/ itself: src/server-root.ts counts on being one level down.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  tsconfig: path.join(serverDir, 'tsconfig.json'),
  plugins: [npmPackagesExternal],
  sourcemap: true,
  // The log redaction names an error by its class; bundling may rename clashing classes.
  keepNames: true,
  logLevel: 'warning',
})
for (const file of BESIDE_CODE) {
  cpSync(path.join(serverDir, file), path.join(outdir, path.basename(file)), { recursive: true })
}
cpSync(path.join(serverDir, SIGN_FONTS.from), path.join(outdir, SIGN_FONTS.to), {
  recursive: true,
})
const names = entryPoints.map((entry) => path.basename(entry, '.ts')).join(', ')
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`compiled ${names} into ${outdir} in ${seconds} s`)
