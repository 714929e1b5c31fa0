import type { Letter } from './letters.ts'
import type { Mail } from './mail.ts'

/**
 * What the outbox holds for one message: its letter (the template's name and data), or, in a
 * row written before migration 0027, the mail already rendered.
 */
export type StoredMail = Letter | Mail

/** Turns a stored message into the mail that is sent or shown. */
export type RenderMail = (stored: StoredMail) => Promise<Mail>

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Renders a letter with the site's address in its links. The outbox calls it when a message
 * is delivered or shown, never while the transaction that queued it is open: a slow or failing
 * template holds no row lock and undoes no payment. The templates (and React) load on the
 * first letter, not when the API starts.
 */
export function mailRenderer(publicUrl: string): RenderMail {
  return async (stored) => {
    if (!('template' in stored)) return stored
    const { renderLetter } = await import('./render-letter.tsx')
    try {
      return await renderLetter(stored, publicUrl)
    } catch (error) {
      throw new Error(`the ${stored.template} letter could not be rendered: ${messageOf(error)}`, {
        cause: error,
      })
    }
  }
}
