// The signs of the demo catalogue beyond the SPEC's five, read from the seed's data files
// (src/seed/demo-catalog/*.json), so a product and its clip cannot drift apart.

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/seed/demo-catalog',
)

export function demoSigns() {
  return readdirSync(DATA_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => JSON.parse(readFileSync(path.join(DATA_DIR, name), 'utf8')).products)
    .map((product) => ({ slug: product.slug, colors: product.colors, ...product.sign }))
}
