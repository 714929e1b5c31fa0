/**
 * The import rules `npm run lint` checks (dependency-cruiser), run once per app from its own
 * folder (scripts/check-imports.mjs): the tiers and faces described in docs/architecture.md.
 */
/** Tests may reach into a module's internals to stand a dependency in for it. */
const TESTS = '(\\.test\\.tsx?$|/test/)'

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import each other in one direction only.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      severity: 'error',
      comment:
        'Nor do folders (features, tiers): a feature that needs another is not needed by it.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-through-its-face',
      severity: 'error',
      comment: "A storefront feature uses another feature only through that feature's index.ts.",
      from: { path: '^src/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^src/features/[^/]+/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'shared-never-features',
      severity: 'error',
      comment:
        'The shared layers (components, hooks, lib, stores, app-wide styles) know no feature.',
      from: { path: '^src/(components|hooks|lib|stores|styles)/', pathNot: TESTS },
      to: { path: '^src/features/' },
    },
    {
      name: 'routes-never-db',
      severity: 'error',
      comment:
        'A route parses, authorises and calls a service: the database is reached through services.',
      from: { path: '^src/routes/' },
      to: { path: '^src/db/' },
    },
    {
      name: 'services-never-routes-or-plugins',
      severity: 'error',
      comment: 'Services are called by routes and plugins, never the other way round.',
      from: { path: '^src/services/' },
      to: { path: '^src/(routes|plugins)/' },
    },
    {
      name: 'core-imports-no-app',
      severity: 'error',
      comment: 'packages/core is shared by both apps and imports neither.',
      from: { path: '^src/' },
      to: { path: '(^|/)apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', TESTS] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
}
