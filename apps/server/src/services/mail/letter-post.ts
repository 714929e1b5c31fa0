import type { Transaction } from '../../db/client.ts'
import type { Letter } from './letters.ts'
import type { Mailer } from './mailer.ts'

/**
 * Renders letters and hands them to the mailer. The templates (and React) load on the first
 * letter, not when the API starts: most requests never write one.
 */
export async function postLetters(
  mailer: Pick<Mailer, 'send'>,
  publicUrl: string,
  letters: Letter[],
  tx?: Transaction,
): Promise<void> {
  if (letters.length === 0) return
  const { renderLetter } = await import('./render-letter.tsx')
  for (const letter of letters) await mailer.send(await renderLetter(letter, publicUrl), tx)
}
