import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Waits for running CSS transitions to end (a toast fading in reads as faint text to axe's
 * contrast check), so the page is judged as a person sees it once it settles.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  )
}

/**
 * Waits for passing confirmations to leave: a toast's exit fade can start while axe is
 * reading it (a delivered order's toast read 1.25:1 behind the refund dialog in CI), and
 * stacked toasts fade the ones behind. Toasts are judged where a test waits on one.
 */
async function toastsGone(page: Page): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 20_000 })
}

/** Axe's serious and critical violations in `include` (or the page), one line each. */
async function scan(page: Page, include?: string): Promise<string[]> {
  await transitionsEnded(page)
  const builder = new AxeBuilder({ page }).setLegacyMode(true)
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('; ')})`,
    )
}

/**
 * The serious and critical axe violations of the page (or of `include`, a selector), each
 * naming the rule, what it asks and where it failed with axe's own summary, once the passing
 * confirmations have left.
 *
 * Axe runs in the page itself (legacy mode): the store has no cross-origin frames to merge,
 * and the default mode opens a blank page per call to finish the run, which took 2.5-3 times
 * as long (2.7 s against 1.0 s on the FAQ, 6.9 s against 2.8 s on a home page, quiet machine).
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await toastsGone(page)
  return scan(page, include)
}

/**
 * The violations of the toasts on screen, read once they have faded in. The pointer rests on
 * them first, which holds them (Sonner pauses its timers under the pointer) while axe reads.
 */
export async function toastViolations(page: Page): Promise<string[]> {
  await page.locator('[data-sonner-toast]').first().hover()
  return scan(page, '[data-sonner-toaster]')
}
