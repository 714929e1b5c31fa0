import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * `npm run lint` checks the import rules of .dependency-cruiser.cjs in every workspace. Here a
 * small project breaks each rule once, and the same command must fail naming every one.
 */
const repository = path.resolve(import.meta.dirname, '../../../..')
const project = mkdtempSync(path.join(tmpdir(), 'marquee-import-rules-'))
afterAll(() => rmSync(project, { recursive: true, force: true }))

/** Each file and what it imports; the comment says which rule the import breaks. */
const FILES: Record<string, string[]> = {
  // no-circular
  'src/lib/ping.ts': ['./pong.ts'],
  'src/lib/pong.ts': ['./ping.ts'],
  // feature-through-its-face, and no-circular-folders (cart -> shop -> cart)
  'src/features/cart/index.ts': ['./cart-line.ts'],
  'src/features/cart/cart-line.ts': ['../shop/shop-card.ts'],
  'src/features/shop/index.ts': ['./shop-card.ts'],
  'src/features/shop/shop-card.ts': ['../cart/index.ts'],
  // shared-never-features
  'src/components/button.ts': ['../features/shop/index.ts'],
  // routes-never-db
  'src/routes/orders.ts': ['../db/schema.ts'],
  'src/db/schema.ts': [],
  // services-never-routes-or-plugins
  'src/services/checkout.ts': ['../routes/orders.ts', '../plugins/payments.ts'],
  'src/plugins/payments.ts': [],
  // core-imports-no-app
  'src/money.ts': ['../../../apps/server/src/app.ts'],
}

function writeProject() {
  for (const [file, imports] of Object.entries(FILES)) {
    const at = path.join(project, 'packages/core', file)
    mkdirSync(path.dirname(at), { recursive: true })
    const lines = imports.map((target, index) => `import * as m${index} from '${target}'`)
    writeFileSync(at, `${lines.join('\n')}\nexport const name = '${file}'\n`)
  }
  const app = path.join(project, 'apps/server/src/app.ts')
  mkdirSync(path.dirname(app), { recursive: true })
  writeFileSync(app, 'export const app = 1\n')
  writeFileSync(
    path.join(project, 'packages/core/tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'preserve',
        moduleResolution: 'bundler',
        allowImportingTsExtensions: true,
        noEmit: true,
      },
      include: ['src'],
    }),
  )
}

describe('the import rules', { timeout: 60_000 }, () => {
  it('fail the lint on a deliberate break of each rule, naming it', () => {
    writeProject()
    const result = spawnSync(
      path.join(repository, 'node_modules/.bin/depcruise'),
      ['src', '--config', path.join(repository, '.dependency-cruiser.cjs')].concat([
        '--ts-config',
        'tsconfig.json',
        '--output-type',
        'err',
      ]),
      { cwd: path.join(project, 'packages/core'), encoding: 'utf8' },
    )
    expect(result.status).not.toBe(0)
    const broken = new Set(
      [...result.stdout.matchAll(/error ([\w-]+):/g)].map((match) => match[1] as string),
    )
    expect([...broken].sort()).toEqual([
      'core-imports-no-app',
      'feature-through-its-face',
      'no-circular',
      'no-circular-folders',
      'routes-never-db',
      'services-never-routes-or-plugins',
      'shared-never-features',
    ])
  })
})
