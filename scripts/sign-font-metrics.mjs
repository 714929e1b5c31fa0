// Writes packages/core/src/sign-font-metrics.json from the bundled sign fonts: each font's
// em, ascent, descent, cap height and the advance of every character a customer may type
// (printable Latin-1 and a few typographic marks). The storefront's preview and the
// worker's render both lay text out with this one table, so they agree on every size.
// Run after changing a font: node scripts/sign-font-metrics.mjs
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { signFontMetrics } from './sign-font-metrics-read.mjs'

const target = fileURLToPath(
  new URL('../packages/core/src/sign-font-metrics.json', import.meta.url),
)
writeFileSync(target, `${JSON.stringify(signFontMetrics(), null, 2)}\n`)
console.log(`wrote ${target}`)
