import { LAZY_ROUTES } from '@marquee/core/route-modules'
import type { Plugin, Rolldown } from 'vite'

/** Where the build writes, per lazily loaded route, the script files its module needs. */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json'

/** The module of the guard that sends a signed-out visitor to sign in, and the library it uses. */
const SIGN_IN_GUARD = '/src/features/auth/components/require-auth.tsx'
const SIGN_IN_LIBRARY = '/node_modules/oidc-client-ts/'

/**
 * Writes route-chunks.json beside index.html: for each route of core's LAZY_ROUTES, its
 * module's chunk and every chunk that one imports, less those the entry loads anyway, and for
 * a route behind sign-in the sign-in library's. The server names them as modulepreloads in
 * the head of a page at that route (spa-shell.ts). A route whose module made no chunk fails
 * the build: the table and the router disagree.
 */
export function routeChunks(): Plugin {
  return {
    name: 'marquee-route-chunks',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      )
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const withImports = (fileName: string, found = new Set<string>()) => {
        if (found.has(fileName)) return found
        found.add(fileName)
        for (const imported of byName.get(fileName)?.imports ?? []) withImports(imported, found)
        return found
      }
      const shell = new Set<string>()
      for (const chunk of chunks) if (chunk.isEntry) withImports(chunk.fileName, shell)
      const holding = (path: string) =>
        chunks.find((chunk) => chunk.moduleIds.some((id) => id.includes(path)))?.fileName
      // A page behind sign-in sends a signed-out visitor straight on to the identity provider:
      // the sign-in library (loaded on first need, auth-client.ts) comes with its code.
      const guard = holding(SIGN_IN_GUARD)
      const signInLibrary = holding(SIGN_IN_LIBRARY)
      const routes: Record<string, string[]> = {}
      for (const [route, module] of Object.entries(LAZY_ROUTES)) {
        const chunk = chunks.find(
          (candidate) =>
            candidate.isDynamicEntry &&
            candidate.facadeModuleId?.endsWith(`/src/app/routes/${module}.tsx`),
        )
        if (!chunk) {
          this.error(`${ROUTE_CHUNKS_FILE}: no chunk for ${route} (routes/${module}.tsx)`)
        }
        const files = withImports(chunk.fileName)
        if (guard && signInLibrary && files.has(guard)) withImports(signInLibrary, files)
        routes[route] = [...files].filter((file) => !shell.has(file))
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: `${JSON.stringify(routes, null, 2)}\n`,
      })
    },
  }
}
