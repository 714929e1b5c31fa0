import path from 'node:path'

/**
 * apps/server, which holds media/, drizzle/ and (beside it) ../web/dist. This module is one
 * directory below it both as source (src/) and compiled (dist/, where every module lands:
 * scripts/build.mjs), so one relative step finds it from either.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..')
